import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Progress } from '../../ui/progress';
import { StepList, type ListedStep } from '../../ui/step-list';

export type ProgressStep = ListedStep;

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
        <StepList steps={steps} />
      </CardContent>
    </Card>
  );
}
