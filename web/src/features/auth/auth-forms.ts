import { accountRules } from '@tapin/config/rules';
import { emailField, nameField, newPasswordField } from '@tapin/core/contracts';
import { z } from 'zod';

/** The registration form: the server's rules, plus the confirmation the client alone checks. */
export const registerForm = z
  .object({
    name: nameField,
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string().min(accountRules.passwordMinLength, { error: 'Please confirm your password' }),
  })
  .refine((v) => v.password === v.confirmPassword, { error: "Passwords don't match", path: ['confirmPassword'] });

export const loginForm = z.object({
  email: emailField,
  password: z.string().min(1, { error: 'Password is required' }),
});

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field, as the form shows them. */
export function fieldErrors(schema: z.ZodType, values: unknown): FieldErrors | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}
