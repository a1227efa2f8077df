import { describe, expect, it } from 'vitest';
import { referralProblems, type ReferralDraft } from './referral-rules';

const ready: ReferralDraft = { name: 'Maria Lopez', phone: '(813) 555-0142', email: '', need: 'A bouquet on Friday', consent: true };

describe('a referral’s form, checked in the browser', () => {
  it('passes a draft the server takes: a name, a phone number or an e-mail address, the need and the agreement', () => {
    expect(referralProblems(ready)).toEqual({});
    expect(referralProblems({ ...ready, phone: '', email: 'maria@example.com' })).toEqual({});
    expect(referralProblems({ ...ready, phone: '+1 813.555.0142' })).toEqual({});
  });

  it('names every problem in the server’s words, in the form’s order', () => {
    const problems = referralProblems({ name: ' ', phone: '', email: '', need: '  ', consent: false });
    expect(problems).toEqual({
      name: "Enter the customer's name",
      contact: "Give the customer's phone number or e-mail address",
      need: 'Say what the customer needs',
      consent: 'The customer must agree to be contacted before you refer them',
    });
    expect(Object.keys(problems)).toEqual(['name', 'contact', 'need', 'consent']);
  });

  it('refuses a phone number or an e-mail address that cannot be one', () => {
    expect(referralProblems({ ...ready, phone: 'call me' })).toEqual({ phone: 'Enter a phone number of digits, spaces and + ( ) - .' });
    expect(referralProblems({ ...ready, phone: '555' })).toEqual({ phone: 'Enter a phone number of digits, spaces and + ( ) - .' });
    for (const email of ['maria@', 'maria@example', 'maria example@x.com', '@example.com']) {
      expect(referralProblems({ ...ready, email })).toEqual({ email: 'Enter a valid e-mail address' });
    }
  });

  it('refuses what the customer needs past 1,000 characters', () => {
    expect(referralProblems({ ...ready, need: 'x'.repeat(1000) })).toEqual({});
    expect(referralProblems({ ...ready, need: 'x'.repeat(1001) })).toEqual({ need: 'What the customer needs must be 1000 characters or fewer' });
  });
});
