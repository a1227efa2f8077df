import type { BetaFacts } from '@tapin/core/contracts';
import { Building2, Rocket, Sparkles, Users } from 'lucide-react';

export function MarketingIntro() {
  return (
    <div>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">TAPin Pioneer Beta</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Tampa's local business network</h1>
      <p className="mt-3 text-slate-600">Build your business profile in minutes, publish it to the Tampa directory and grow with your neighbors.</p>
    </div>
  );
}

export function MarketingPoints({ beta }: { beta: BetaFacts | undefined }) {
  const limit = beta?.betaLimit ?? 40;
  const points = [
    { icon: Sparkles, title: 'Business profiles with AI content', text: 'Turn your card or website into a polished profile, with AI-written promotions.' },
    { icon: Users, title: 'Networking', text: 'Meet and refer the other local businesses in the Tampa directory.' },
    { icon: Building2, title: `Exclusive access, limited to ${limit}`, text: beta ? `${beta.seatsRemaining} of ${limit} Pioneer seats left.` : `Only ${limit} Pioneers in the beta.` },
    { icon: Rocket, title: 'Early features', text: 'Try new tools first and shape what we build next.' },
  ];
  return (
    <section aria-label="What the beta offers">
      <ul className="grid gap-4 sm:grid-cols-2">
        {points.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <div>
              <div className="font-medium text-slate-900">{title}</div>
              <div className="text-sm text-slate-600">{text}</div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
