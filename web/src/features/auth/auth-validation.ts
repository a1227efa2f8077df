import { loginInput } from '@tapin/core/contracts';
import { fieldErrors, type FieldErrors } from '../../app/form-errors';
import { registerForm } from './auth-rules';

/**
 * The sign-in and registration checks: the server's own schemas (zod). Loaded by the forms when they
 * are first touched (auth-api.ts `loadValidation`), so the first page an owner sees does not carry them.
 */
export const validateLogin = (values: unknown): FieldErrors | null => fieldErrors(loginInput, values);
export const validateRegistration = (values: unknown): FieldErrors | null => fieldErrors(registerForm, values);
