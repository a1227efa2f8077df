import type { Completion } from '@tapin/core/contracts';
import { Badge } from '../../ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Progress } from '../../ui/progress';

/** A completion measure: percent, done of total, a bar, and the missing fields as badges. */
export function CompletionCard({ title, completion, children }: { title: string; completion: Completion; children?: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center justify-between text-base">
          {title}
          <span className="text-2xl font-bold text-brand-700">{completion.percentage}%</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <Progress value={completion.percentage} label={title} />
        <p className="text-sm text-slate-600">
          {completion.completed} of {completion.total} complete
        </p>
        {completion.missingFields.length > 0 && (
          <div className="flex flex-wrap gap-1.5" aria-label="Missing fields">
            {completion.missingFields.map((f) => (
              <Badge key={f.field} tone="amber">
                {f.label}
              </Badge>
            ))}
          </div>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
