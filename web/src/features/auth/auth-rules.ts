import { accountRules } from '@tapin/config/rules';
import { registerInput } from '@tapin/core/contracts';
import { z } from 'zod';

/** The registration form: the server's schema, plus the confirmation the client alone checks. */
export const registerForm = registerInput
  .extend({ confirmPassword: z.string().min(accountRules.passwordMinLength, { error: 'Please confirm your password' }) })
  .refine((v) => v.password === v.confirmPassword, { error: "Passwords don't match", path: ['confirmPassword'] });
