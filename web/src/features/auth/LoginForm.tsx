import type { SignedIn } from '@tapin/core/contracts';
import { useState, useTransition, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../app/api';
import type { FieldErrors } from '../../app/form-errors';
import { Button } from '../../ui/button';
import { Field, Input } from '../../ui/form';
import { toast } from '../../ui/toast';
import { loadValidation, requestSignInLink, signIn, submitSignInCode } from './auth-api';

/**
 * E-mail and password, then (with two-step sign-in) the code from the e-mail. When sign-in is throttled
 * (429) it offers an e-mailed sign-in link, which also makes this browser a known device
 * (docs/decisions.md#accounts-seats-and-the-waitlist). `onSignedIn` keeps the session and moves on.
 */
export function LoginForm({ onSignedIn }: { onSignedIn(session: SignedIn): void }) {
  const [signingIn, startSigningIn] = useTransition();
  const [verifying, startVerifying] = useTransition();
  const [sendingLink, startSendingLink] = useTransition();
  const [throttled, setThrottled] = useState(false);
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [challenge, setChallenge] = useState<{ challenge: string; message: string } | null>(null);
  const [code, setCode] = useState('');

  const welcome = (session: SignedIn) => {
    toast({ title: 'Login successful', description: 'Welcome back!' });
    onSignedIn(session);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = (await loadValidation()).validateLogin(values);
    setErrors(problems ?? {});
    if (problems) return;
    startSigningIn(async () => {
      try {
        const result = await signIn(values);
        if (result.status === 'code_required') setChallenge({ challenge: result.challenge, message: result.message });
        else welcome(result);
      } catch (err) {
        setThrottled(err instanceof ApiError && err.status === 429);
        toast({ title: 'Login failed', description: errorMessage(err, err instanceof ApiError ? err.message : 'Please try again.'), variant: 'destructive' });
      }
    });
  };

  const sendLink = () =>
    startSendingLink(async () => {
      try {
        const { message } = await requestSignInLink(values.email);
        toast({ title: 'Check your email', description: message });
      } catch (err) {
        toast({ title: 'Could not send the link', description: errorMessage(err, 'Please try again.'), variant: 'destructive' });
      }
    });

  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    startVerifying(async () => {
      try {
        welcome(await submitSignInCode({ challenge: challenge!.challenge, code: code.trim(), email: values.email }));
      } catch (err) {
        toast({ title: 'Login failed', description: errorMessage(err, 'Please try again.'), variant: 'destructive' });
        if (err instanceof ApiError && /expired/.test(err.serverMessage ?? '')) setChallenge(null);
      }
    });
  };

  if (challenge) {
    return (
      <form onSubmit={submitCode} className="space-y-4">
        <p className="text-sm text-slate-600">{challenge.message}</p>
        <Field label="Sign-in code" required>
          {(p) => <Input {...p} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />}
        </Field>
        <Button type="submit" className="w-full" disabled={verifying || code.trim().length !== 6}>
          {verifying ? 'Signing In...' : 'Sign In'}
        </Button>
        <Button variant="ghost" className="w-full" onClick={() => setChallenge(null)}>
          Back
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={submit} onFocus={() => void loadValidation()} noValidate className="space-y-4">
      <Field label="Email" error={errors.email} required>
        {(p) => <Input {...p} type="email" autoComplete="email" value={values.email} onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))} />}
      </Field>
      <Field label="Password" error={errors.password} required>
        {(p) => <Input {...p} type="password" autoComplete="current-password" value={values.password} onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))} />}
      </Field>
      <Button type="submit" className="w-full" disabled={signingIn}>
        {signingIn ? 'Signing In...' : 'Sign In'}
      </Button>
      {throttled && (
        <Button variant="ghost" className="w-full" onClick={sendLink} disabled={sendingLink}>
          {sendingLink ? 'Sending...' : 'Email me a sign-in link'}
        </Button>
      )}
    </form>
  );
}
