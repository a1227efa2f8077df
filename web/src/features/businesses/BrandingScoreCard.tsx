import type { BusinessView } from '@tapin/core/contracts';
import { TrendingUp } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Progress } from '../../ui/progress';
import { brandingScore } from './branding-score';

const format = (n: number) => n.toLocaleString('en-US');

/** The Branding tab's score out of 1,000, its parts, and what would raise it (./branding-score.ts). */
export function BrandingScoreCard({ business }: { business: BusinessView }) {
  const score = brandingScore(business);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center justify-between text-base">
          Branding score
          <span className="text-2xl font-bold text-brand-700" aria-label={`${score.total} out of ${format(score.max)}`}>
            {format(score.total)} / {format(score.max)}
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="space-y-2">
          {score.parts.map((part) => (
            <li key={part.key}>
              <div className="flex justify-between text-sm">
                <span className="text-slate-700">{part.label}</span>
                <span className="tabular-nums text-slate-600">
                  {part.points} / {part.max}
                </span>
              </div>
              <Progress value={Math.round((part.points / part.max) * 100)} label={part.label} />
            </li>
          ))}
        </ul>
        {score.improvements.length > 0 ? (
          <div>
            <p className="mb-1 flex items-center gap-1.5 text-sm font-medium text-slate-900">
              <TrendingUp className="h-4 w-4 text-brand-700" aria-hidden="true" /> To raise your score
            </p>
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600">
              {score.improvements.map((part) => (
                <li key={part.key}>
                  <span className="font-medium text-slate-700">
                    {part.label} (+{part.max - part.points}):
                  </span>{' '}
                  {part.tip}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="text-sm text-emerald-700">Every part of your brand is at its best.</p>
        )}
      </CardContent>
    </Card>
  );
}
