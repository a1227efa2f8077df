import { CreditCard, Globe, PenLine } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import type { IntakeMethod } from './intake-rules';

const methods: Array<{ key: IntakeMethod; title: string; text: string; icon: typeof Globe }> = [
  { key: 'card', title: 'Business Card', text: 'Snap or upload your card; we read it for you.', icon: CreditCard },
  { key: 'website', title: 'Website URL', text: 'We read your website and social links.', icon: Globe },
  { key: 'manual', title: 'Manual Entry', text: 'Type your details yourself.', icon: PenLine },
];

/** The first stage: card, website or by hand. */
export function MethodChoice({ method, onChoose, onContinue }: { method: IntakeMethod | null; onChoose(method: IntakeMethod): void; onContinue(): void }) {
  return (
    <section data-stage aria-label="How would you like to start?" className="space-y-6">
      <RadioGroup.Root value={method ?? ''} onValueChange={(value) => onChoose(value as IntakeMethod)} aria-label="Intake method" className="grid gap-4 sm:grid-cols-3">
        {methods.map(({ key, title, text, icon: Icon }) => (
          <RadioGroup.Item
            key={key}
            value={key}
            className={cn(
              'rounded-xl border-2 bg-white p-5 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              method === key ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:border-slate-300',
            )}
          >
            <Icon className="h-7 w-7 text-brand-700" aria-hidden="true" />
            <div className="mt-3 font-semibold">{title}</div>
            <div className="mt-1 text-sm text-slate-600">{text}</div>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <Button disabled={!method} onClick={onContinue}>
        Continue
      </Button>
    </section>
  );
}
