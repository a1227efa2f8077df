import { CheckCircle2, Circle, Loader2, XCircle } from 'lucide-react';
import { cn } from './cn';

export interface ListedStep {
  label: string;
  state: 'done' | 'active' | 'waiting' | 'failed';
  detail?: string;
}

/** The real steps of the server's work as they happen, read out as they change. */
export function StepList({ steps, className }: { steps: readonly ListedStep[]; className?: string }) {
  return (
    <ol className={cn('space-y-2', className)} aria-live="polite">
      {steps.map((step, i) => (
        <li key={`${i}-${step.label}`} className="flex items-start gap-2 text-sm">
          {step.state === 'done' && <CheckCircle2 className="h-5 w-5 shrink-0 text-emerald-600" aria-label="done" />}
          {step.state === 'active' && <Loader2 className="h-5 w-5 shrink-0 animate-spin text-brand-700" aria-label="in progress" />}
          {step.state === 'waiting' && <Circle className="h-5 w-5 shrink-0 text-slate-300" aria-label="waiting" />}
          {step.state === 'failed' && <XCircle className="h-5 w-5 shrink-0 text-red-600" aria-label="failed" />}
          <span>
            {step.label}
            {step.detail && <span className="block text-xs text-slate-500">{step.detail}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
