import { CreditCard, Globe, PenLine } from 'lucide-react';
import { Button } from '../../ui/button';
import { RadioCards } from '../../ui/radio-cards';
import type { IntakeMethod } from './intake-rules';

const methods: Array<{ key: IntakeMethod; title: string; text: string; icon: typeof Globe }> = [
  { key: 'card', title: 'Business Card', text: 'Snap or upload your card; we read it for you.', icon: CreditCard },
  { key: 'website', title: 'Website URL', text: 'We read your website and social links.', icon: Globe },
  { key: 'manual', title: 'Manual Entry', text: 'Type your details yourself.', icon: PenLine },
];

const options = methods.map(({ key, title, text, icon: Icon }) => ({
  value: key,
  content: (
    <>
      <Icon className="h-7 w-7 text-brand-700" aria-hidden="true" />
      <div className="mt-3 font-semibold">{title}</div>
      <div className="mt-1 text-sm text-slate-600">{text}</div>
    </>
  ),
}));

/** The first stage: card, website or by hand. */
export function MethodChoice({ method, onChoose, onContinue }: { method: IntakeMethod | null; onChoose(method: IntakeMethod): void; onContinue(): void }) {
  return (
    <section data-stage aria-label="How would you like to start?" className="space-y-6">
      <RadioCards label="Intake method" value={method} options={options} onValueChange={onChoose} className="grid gap-4 sm:grid-cols-3" />
      <Button disabled={!method} onClick={onContinue}>
        Continue
      </Button>
    </section>
  );
}
