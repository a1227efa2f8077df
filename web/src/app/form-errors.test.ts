import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './form-errors';

const schema = z.object({ name: z.string().min(2, { error: 'Too short' }).max(3, { error: 'Too long' }), age: z.number({ error: 'A number' }) });

describe('field errors', () => {
  it('keeps the first message of each field', () => {
    expect(fieldErrors(schema, { name: '', age: 'x' })).toEqual({ name: 'Too short', age: 'A number' });
  });

  it('is null when the values pass', () => {
    expect(fieldErrors(schema, { name: 'Al', age: 3 })).toBeNull();
  });
});
