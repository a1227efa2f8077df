import { networkRules } from '@tapin/config/rules';
import type { ConnectionView } from '@tapin/core/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../app/api';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Input, Textarea } from '../../ui/form';
import { toast } from '../../ui/toast';
import { useRefer } from './network-api';
import { answeredBy, referralProblems, type ReferralDraft, type ReferralField } from './referral-rules';

const blank: ReferralDraft = { name: '', phone: '', email: '', need: '', consent: false };

const label = 'mb-1 block text-sm font-medium text-slate-700';
const fieldError = 'mt-1 text-sm text-red-600';

/**
 * "Refer a customer to {name}": the customer's name, a phone number or an e-mail address (or both), what
 * they need (up to 1,000 characters, counted as it is typed), and their agreement to be contacted. The
 * browser checks the form as the server does and says what is missing by each field; the server has the
 * last word (not connected any more, the day's limit…), and its refusal shows here with nothing typed lost.
 * Sent from the business of the caller's that the connection joins.
 */
export function ReferDialog({ connection, open, onOpenChange }: { connection: ConnectionView; open: boolean; onOpenChange(open: boolean): void }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ReferralDraft>(blank);
  const [problems, setProblems] = useState<Partial<Record<ReferralField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const refer = useRefer();
  const business = connection.other.name;
  const customer = draft.name.trim() || 'The customer';

  const set = <K extends keyof ReferralDraft>(key: K, value: ReferralDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // A field's message goes once it is changed.
    if (answeredBy[key].some((field) => problems[field])) setProblems((p) => Object.fromEntries(Object.entries(p).filter(([field]) => !answeredBy[key].includes(field as ReferralField))));
  };

  const close = (next: boolean) => {
    if (!next) {
      setRefusal(null);
      setProblems({});
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const found = referralProblems(draft);
    setProblems(found);
    const first = (Object.keys(found) as ReferralField[])[0];
    if (first) {
      form.current?.querySelector<HTMLElement>(`[data-field="${first === 'contact' ? 'phone' : first}"]`)?.focus();
      return;
    }
    refer.mutate(
      {
        toBusinessId: connection.other.id,
        fromBusinessId: connection.mine.id,
        customerName: draft.name.trim(),
        ...(draft.phone.trim() ? { customerPhone: draft.phone.trim() } : {}),
        ...(draft.email.trim() ? { customerEmail: draft.email.trim() } : {}),
        need: draft.need.trim(),
        consent: true,
      },
      {
        onSuccess: () => {
          toast({ title: `Referral sent to ${business}`, description: `They can now contact ${draft.name.trim()}. You see how it goes under Referrals you sent.` });
          setDraft(blank);
          close(false);
        },
        onError: (err) => setRefusal(errorMessage(err, 'The referral could not be sent. Check your connection and try again.')),
      },
    );
  };

  const ids = {
    name: `${id}-name`,
    phone: `${id}-phone`,
    email: `${id}-email`,
    need: `${id}-need`,
    consent: `${id}-consent`,
    contactHint: `${id}-contact-hint`,
    count: `${id}-count`,
    message: `${id}-message`,
  };
  const problemId = (field: ReferralField) => `${id}-${field}-problem`;
  /** A control's description: its own message (or hint), and the server's refusal while it shows. */
  const describedBy = (...parts: Array<string | false | undefined>) => [...parts, refusal && ids.message].filter(Boolean).join(' ') || undefined;
  const problem = (field: ReferralField) =>
    problems[field] && (
      <p id={problemId(field)} className={fieldError}>
        {problems[field]}
      </p>
    );

  return (
    <Dialog open={open} onOpenChange={close} title={`Refer a customer to ${business}`} description={`${business} gets the customer's details in TAPin and gets in touch with them.`}>
      <form ref={form} onSubmit={submit} className="space-y-4" noValidate>
        <div>
          <label htmlFor={ids.name} className={label}>
            Customer's name
          </label>
          <Input
            id={ids.name}
            data-field="name"
            value={draft.name}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => set('name', e.target.value)}
            aria-invalid={problems.name ? true : undefined}
            aria-describedby={describedBy(problems.name && problemId('name'))}
          />
          {problem('name')}
        </div>

        <fieldset className="space-y-3" aria-describedby={problems.contact ? `${ids.contactHint} ${problemId('contact')}` : ids.contactHint}>
          <legend className="text-sm font-medium text-slate-700">How to reach them</legend>
          <p id={ids.contactHint} className="-mt-2 text-xs text-slate-500">
            A phone number or an e-mail address: at least one of the two.
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={ids.phone} className={label}>
                Phone
              </label>
              <Input
                id={ids.phone}
                data-field="phone"
                type="tel"
                inputMode="tel"
                autoComplete="off"
                maxLength={40}
                value={draft.phone}
                onChange={(e) => set('phone', e.target.value)}
                aria-invalid={problems.contact || problems.phone ? true : undefined}
                aria-describedby={describedBy(ids.contactHint, problems.phone && problemId('phone'), problems.contact && problemId('contact'))}
              />
              {problem('phone')}
            </div>
            <div>
              <label htmlFor={ids.email} className={label}>
                E-mail
              </label>
              <Input
                id={ids.email}
                data-field="email"
                type="email"
                inputMode="email"
                autoComplete="off"
                maxLength={254}
                value={draft.email}
                onChange={(e) => set('email', e.target.value)}
                aria-invalid={problems.contact || problems.email ? true : undefined}
                aria-describedby={describedBy(ids.contactHint, problems.email && problemId('email'), problems.contact && problemId('contact'))}
              />
              {problem('email')}
            </div>
          </div>
          {problem('contact')}
        </fieldset>

        <div>
          <div className="mb-1 flex items-baseline justify-between gap-2">
            <label htmlFor={ids.need} className="text-sm font-medium text-slate-700">
              What they need
            </label>
            <span id={ids.count} className="text-xs tabular-nums text-slate-500">
              {draft.need.length}/{networkRules.needMaxLength}
            </span>
          </div>
          <Textarea
            id={ids.need}
            data-field="need"
            value={draft.need}
            maxLength={networkRules.needMaxLength}
            onChange={(e) => set('need', e.target.value)}
            placeholder="What they asked you about, and when suits them."
            aria-invalid={problems.need ? true : undefined}
            aria-describedby={describedBy(ids.count, problems.need && problemId('need'))}
          />
          {problem('need')}
        </div>

        <div>
          <div className="flex items-start gap-3">
            <input
              id={ids.consent}
              data-field="consent"
              type="checkbox"
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
              checked={draft.consent}
              onChange={(e) => set('consent', e.target.checked)}
              aria-required="true"
              aria-invalid={problems.consent ? true : undefined}
              aria-describedby={describedBy(problems.consent && problemId('consent'))}
            />
            <label htmlFor={ids.consent} className="text-sm text-slate-800">
              {customer} agreed to be contacted by {business}
            </label>
          </div>
          {problem('consent')}
        </div>

        {refusal && (
          <p id={ids.message} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {refusal}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={refer.isPending}>
            {refer.isPending ? 'Sending...' : 'Send referral'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
