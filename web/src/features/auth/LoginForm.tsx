import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, errorMessage } from '../../app/api';
import type { FieldErrors } from '../../app/form-errors';
import { paths } from '../../app/paths';
import { Button } from '../../ui/button';
import { Field, Input } from '../../ui/form';
import { toast } from '../../ui/toast';
import { loadValidation, useLogin, useRequestSignInLink, useSignInCode } from './auth-api';

/**
 * E-mail and password, then (with two-step sign-in) the code from the e-mail. When sign-in is throttled
 * (429) it offers an e-mailed sign-in link, which also makes this browser a known device
 * (docs/decisions.md#accounts-seats-and-the-waitlist).
 */
export function LoginForm() {
  const login = useLogin();
  const verify = useSignInCode();
  const requestLink = useRequestSignInLink();
  const [throttled, setThrottled] = useState(false);
  const navigate = useNavigate();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [challenge, setChallenge] = useState<{ challenge: string; message: string } | null>(null);
  const [code, setCode] = useState('');

  const welcome = () => {
    toast({ title: 'Login successful', description: 'Welcome back!' });
    navigate(paths.dashboard);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = (await loadValidation()).validateLogin(values);
    setErrors(problems ?? {});
    if (problems) return;
    try {
      const result = await login.mutateAsync(values);
      if (result.status === 'code_required') setChallenge({ challenge: result.challenge, message: result.message });
      else welcome();
    } catch (err) {
      setThrottled(err instanceof ApiError && err.status === 429);
      toast({ title: 'Login failed', description: errorMessage(err, err instanceof ApiError ? err.message : 'Please try again.'), variant: 'destructive' });
    }
  };

  const sendLink = async () => {
    try {
      const { message } = await requestLink.mutateAsync(values.email);
      toast({ title: 'Check your email', description: message });
    } catch (err) {
      toast({ title: 'Could not send the link', description: errorMessage(err, 'Please try again.'), variant: 'destructive' });
    }
  };

  const submitCode = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await verify.mutateAsync({ challenge: challenge!.challenge, code: code.trim(), email: values.email });
      welcome();
    } catch (err) {
      toast({ title: 'Login failed', description: errorMessage(err, 'Please try again.'), variant: 'destructive' });
      if (err instanceof ApiError && /expired/.test(err.serverMessage ?? '')) setChallenge(null);
    }
  };

  if (challenge) {
    return (
      <form onSubmit={submitCode} className="space-y-4">
        <p className="text-sm text-slate-600">{challenge.message}</p>
        <Field label="Sign-in code" required>
          {(p) => <Input {...p} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />}
        </Field>
        <Button type="submit" className="w-full" disabled={verify.isPending || code.trim().length !== 6}>
          {verify.isPending ? 'Signing In...' : 'Sign In'}
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
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
      {throttled && (
        <Button variant="ghost" className="w-full" onClick={() => void sendLink()} disabled={requestLink.isPending}>
          {requestLink.isPending ? 'Sending...' : 'Email me a sign-in link'}
        </Button>
      )}
    </form>
  );
}
