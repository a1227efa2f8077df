import { loginInput } from '@tapin/core/contracts';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../app/form-errors';
import { registerForm } from './auth-rules';

const valid = { name: 'Maria Lopez', email: 'maria@solcoffee.example', password: 'secret1', confirmPassword: 'secret1' };

describe('the registration form', () => {
  it('accepts a complete registration', () => {
    expect(fieldErrors(registerForm, valid)).toBeNull();
  });

  it('names each problem in the specification’s words', () => {
    expect(fieldErrors(registerForm, { name: 'M', email: 'maria@', password: '12345', confirmPassword: '' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Please confirm your password',
    });
  });

  it('shows a mismatch on the confirmation', () => {
    expect(fieldErrors(registerForm, { ...valid, confirmPassword: 'secret2' })).toEqual({ confirmPassword: "Passwords don't match" });
  });
});

describe('the login form', () => {
  it('needs a valid e-mail and a password', () => {
    expect(fieldErrors(loginInput, { email: 'nobody', password: '' })).toEqual({ email: 'Please enter a valid email address', password: 'Password is required' });
    expect(fieldErrors(loginInput, { email: 'maria@solcoffee.example', password: 'x' })).toBeNull();
  });
});
