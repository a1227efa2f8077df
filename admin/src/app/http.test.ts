import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { withFieldErrors } from './http';

describe("the console's errors", () => {
  it('puts a 400’s field messages where react-admin’s forms show them, one per field', () => {
    const body = { message: 'contactEmail: must be an e-mail address', field: 'contactEmail', errors: [{ field: 'contactEmail', message: 'contactEmail: must be an e-mail address' }, { field: 'name', message: 'Name is required' }] };
    const mapped = withFieldErrors(new HttpError(body.message, 400, body));
    expect(mapped.body).toEqual({ ...body, errors: { contactEmail: 'contactEmail: must be an e-mail address', name: 'Name is required' } });
    // A refusal with one field and no list, and anything that is not a 400, are left as they came.
    expect(withFieldErrors(new HttpError('Bad', 400, { message: 'Bad', field: 'status' })).body).toMatchObject({ errors: { status: 'Bad' } });
    const conflict = new HttpError('Taken', 409, { message: 'Taken', field: 'website' });
    expect(withFieldErrors(conflict)).toBe(conflict);
  });
});
