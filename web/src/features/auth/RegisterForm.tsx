import type { RegistrationResult } from '@tapin/core/contracts';
import { useState, useTransition, type FormEvent } from 'react';
import { errorMessage } from '../../app/api';
import type { FieldErrors } from '../../app/form-errors';
import { Button } from '../../ui/button';
import { Field, Input } from '../../ui/form';
import { toast } from '../../ui/toast';
import { loadValidation, register } from './auth-api';

/** `onDone` hears how the registration ended (an accepted one carries the new session, to keep). */
export function RegisterForm({ onDone }: { onDone(result: RegistrationResult): void }) {
  const [registering, startRegistering] = useTransition();
  const [values, setValues] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = (await loadValidation()).validateRegistration(values);
    setErrors(problems ?? {});
    if (problems) return;
    startRegistering(async () => {
      try {
        const result = await register({ name: values.name, email: values.email, password: values.password });
        if (result.status === 'waitlist') toast({ title: 'Added to waitlist', description: `You're #${result.position} on the waitlist.` });
        else toast({ title: 'Registration successful', description: 'Welcome to the TAPin Pioneer beta!' });
        onDone(result);
      } catch (err) {
        toast({ title: 'Registration failed', description: errorMessage(err, 'Please try again.'), variant: 'destructive' });
      }
    });
  };

  return (
    <form onSubmit={submit} onFocus={() => void loadValidation()} noValidate className="space-y-4">
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
      <Button type="submit" className="w-full" disabled={registering}>
        {registering ? 'Creating Account...' : 'Join Beta Program'}
      </Button>
    </form>
  );
}
