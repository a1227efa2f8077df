import type { BetaFacts } from '@tapin/core/contracts';
import { Building2, CheckCircle2, Clock, Rocket, Sparkles, Users } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { ApiError, errorMessage } from '../../app/api';
import { useLogin, useRegister, useSignInCode, useUser, type RegisterResult } from '../../app/auth';
import { useBeta } from '../../app/beta';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Field, Input } from '../../ui/form';
import { Spinner } from '../../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { toast } from '../../ui/toast';
import { fieldErrors, loginForm, registerForm, type FieldErrors } from './auth-forms';

/** After acceptance the welcome screen stays this long before the dashboard. */
export const WELCOME_REDIRECT_MS = 2000;

function RegisterForm({ onDone }: { onDone(result: RegisterResult): void }) {
  const register = useRegister();
  const [values, setValues] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = fieldErrors(registerForm, values);
    setErrors(problems ?? {});
    if (problems) return;
    try {
      const result = await register.mutateAsync({ name: values.name, email: values.email, password: values.password });
      if (result.status === 'waitlist') toast({ title: 'Added to waitlist', description: `You're #${result.position} on the waitlist.` });
      else toast({ title: 'Registration successful', description: 'Welcome to the TAPin Pioneer beta!' });
      onDone(result);
    } catch (err) {
      toast({ title: 'Registration failed', description: errorMessage(err, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Full name" error={errors.name} required>
        {(p) => <Input {...p} autoComplete="name" value={values.name} onChange={set('name')} />}
      </Field>
      <Field label="Email" error={errors.email} required>
        {(p) => <Input {...p} type="email" autoComplete="email" value={values.email} onChange={set('email')} />}
      </Field>
      <Field label="Password" error={errors.password} required>
        {(p) => <Input {...p} type="password" autoComplete="new-password" value={values.password} onChange={set('password')} />}
      </Field>
      <Field label="Confirm password" error={errors.confirmPassword} required>
        {(p) => <Input {...p} type="password" autoComplete="new-password" value={values.confirmPassword} onChange={set('confirmPassword')} />}
      </Field>
      <Button type="submit" className="w-full" disabled={register.isPending}>
        {register.isPending ? 'Creating Account...' : 'Join Beta Program'}
      </Button>
    </form>
  );
}

function LoginForm() {
  const login = useLogin();
  const verify = useSignInCode();
  const navigate = useNavigate();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [challenge, setChallenge] = useState<{ challenge: string; message: string } | null>(null);
  const [code, setCode] = useState('');

  const welcome = () => {
    toast({ title: 'Login successful', description: 'Welcome back!' });
    navigate('/dashboard');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = fieldErrors(loginForm, values);
    setErrors(problems ?? {});
    if (problems) return;
    try {
      const result = await login.mutateAsync(values);
      if ('challenge' in result) setChallenge({ challenge: result.challenge, message: result.message });
      else welcome();
    } catch (err) {
      toast({ title: 'Login failed', description: errorMessage(err, err instanceof ApiError ? err.message : 'Please try again.'), variant: 'destructive' });
    }
  };

  const submitCode = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await verify.mutateAsync({ challenge: challenge!.challenge, code: code.trim() });
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
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Email" error={errors.email} required>
        {(p) => <Input {...p} type="email" autoComplete="email" value={values.email} onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))} />}
      </Field>
      <Field label="Password" error={errors.password} required>
        {(p) => <Input {...p} type="password" autoComplete="current-password" value={values.password} onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))} />}
      </Field>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}

function Welcome() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/dashboard'), WELCOME_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Card>
      <CardHeader>
        <CheckCircle2 className="h-10 w-10 text-emerald-600" aria-hidden="true" />
        <CardTitle>Welcome to TAPin!</CardTitle>
        <CardDescription>You're one of our Pioneers. Here's what's next:</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
          <li>Create your business profile</li>
          <li>Upload your business card or enter your website</li>
          <li>Connect with other Tampa businesses</li>
        </ol>
        <p className="mt-4 text-sm text-slate-500">Taking you to your dashboard…</p>
      </CardContent>
    </Card>
  );
}

function Waitlist({ position, betaLimit, onBack }: { position: number; betaLimit: number; onBack(): void }) {
  return (
    <Card>
      <CardHeader>
        <Clock className="h-10 w-10 text-amber-500" aria-hidden="true" />
        <CardTitle>We've reached our {betaLimit}-person beta limit</CardTitle>
        <CardDescription>You're #{position} on the waitlist. We'll notify you when a spot opens up.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm text-slate-700">
          <li>• An e-mail with a sign-in link the moment a spot opens</li>
          <li>• Priority access over later sign-ups</li>
          <li>• Early features as soon as you join</li>
        </ul>
        <Button variant="outline" className="mt-5" onClick={onBack}>
          Back to Registration
        </Button>
      </CardContent>
    </Card>
  );
}

function MarketingIntro() {
  return (
    <div>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">TAPin Pioneer Beta</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Tampa's local business network</h1>
      <p className="mt-3 text-slate-600">Build your business profile in minutes, publish it to the Tampa directory and grow with your neighbors.</p>
    </div>
  );
}

function MarketingPoints({ beta }: { beta: BetaFacts | undefined }) {
  const limit = beta?.betaLimit ?? 40;
  const points = [
    { icon: Sparkles, title: 'Business profiles with AI content', text: 'Turn your card or website into a polished profile, with AI-written promotions.' },
    { icon: Users, title: 'Networking', text: 'Meet and refer the other local businesses in the Tampa directory.' },
    { icon: Building2, title: `Exclusive access, limited to ${limit}`, text: beta ? `${beta.seatsRemaining} of ${limit} Pioneer seats left.` : `Only ${limit} Pioneers in the beta.` },
    { icon: Rocket, title: 'Early features', text: 'Try new tools first and shape what we build next.' },
  ];
  return (
    <section aria-label="What the beta offers">
      <ul className="grid gap-4 sm:grid-cols-2">
        {points.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <div>
              <div className="font-medium text-slate-900">{title}</div>
              <div className="text-sm text-slate-600">{text}</div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** / and /auth: Register and Login tabs beside what the beta offers. */
export default function AuthPage() {
  const { user, isLoading } = useUser();
  const beta = useBeta();
  const [outcome, setOutcome] = useState<RegisterResult | null>(null);
  const [tab, setTab] = useState('register');

  if (isLoading) return <Spinner label="Loading..." />;
  if (user && outcome?.status !== 'accepted') return <Navigate to="/dashboard" replace />;

  return (
    <div className="min-h-screen bg-gradient-to-br from-brand-50 via-white to-amber-50">
      {/* A phone shows the heading, then the form, then the offer; a wide screen the form beside both. */}
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-2 md:grid-rows-[auto_1fr] md:gap-x-10 md:py-20">
        <div className="md:col-start-2 md:row-start-1">
          <MarketingIntro />
        </div>
        <div className="md:col-start-1 md:row-span-2 md:row-start-1">
          {outcome?.status === 'accepted' ? (
            <Welcome />
          ) : outcome?.status === 'waitlist' ? (
            <Waitlist position={outcome.position} betaLimit={beta?.betaLimit ?? 40} onBack={() => setOutcome(null)} />
          ) : (
            <Card>
              <CardContent className="p-6">
                <Tabs value={tab} onValueChange={setTab}>
                  <TabsList className="grid w-full grid-cols-2">
                    <TabsTrigger value="register">Register</TabsTrigger>
                    <TabsTrigger value="login">Login</TabsTrigger>
                  </TabsList>
                  <TabsContent value="register">
                    <RegisterForm onDone={setOutcome} />
                  </TabsContent>
                  <TabsContent value="login">
                    <LoginForm />
                  </TabsContent>
                </Tabs>
              </CardContent>
            </Card>
          )}
        </div>
        <div className="md:col-start-2 md:row-start-2">
          <MarketingPoints beta={beta} />
        </div>
      </div>
    </div>
  );
}
