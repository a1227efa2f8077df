import { CheckCircle2, Circle, Loader2, XCircle } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Progress } from '../../ui/progress';

export interface ProgressStep {
  label: string;
  state: 'done' | 'active' | 'waiting' | 'failed';
  detail?: string;
}

/** The real steps of the server's work, as they happen (no simulated pauses). */
export function ProgressView({ steps }: { steps: ProgressStep[] }) {
  const done = steps.filter((s) => s.state === 'done').length;
  return (
    <Card className="mx-auto max-w-lg">
      <CardHeader>
        <CardTitle>Creating your business profile</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <Progress value={(done / Math.max(1, steps.length)) * 100} label="Profile creation progress" />
        <ol className="space-y-2" aria-live="polite">
          {steps.map((step, i) => (
            <li key={`${i}-${step.label}`} className="flex items-start gap-2 text-sm">
              {step.state === 'done' && <CheckCircle2 className="h-5 w-5 text-emerald-600" aria-label="done" />}
              {step.state === 'active' && <Loader2 className="h-5 w-5 animate-spin text-brand-700" aria-label="in progress" />}
              {step.state === 'waiting' && <Circle className="h-5 w-5 text-slate-300" aria-label="waiting" />}
              {step.state === 'failed' && <XCircle className="h-5 w-5 text-red-600" aria-label="failed" />}
              <span>
                {step.label}
                {step.detail && <span className="block text-xs text-slate-500">{step.detail}</span>}
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
