import { CheckCircle2, Clock } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';

/** After acceptance the welcome screen stays this long before the dashboard. */
export const WELCOME_REDIRECT_MS = 2000;

/** `onContinue` goes on to the dashboard, after WELCOME_REDIRECT_MS. */
export function Welcome({ onContinue }: { onContinue(): void }) {
  useEffect(() => {
    const timer = setTimeout(onContinue, WELCOME_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [onContinue]);
  return (
    <Card>
      <CardHeader>
        <CheckCircle2 className="h-10 w-10 text-emerald-600" aria-hidden="true" />
        <CardTitle>Welcome to TAPin!</CardTitle>
        <CardDescription>You're one of our Pioneers. Here's what's next:</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
          <li>Create your business profile</li>
          <li>Upload your business card or enter your website</li>
          <li>Connect with other Tampa businesses</li>
        </ol>
        <p className="mt-4 text-sm text-slate-500">Taking you to your dashboard…</p>
      </CardContent>
    </Card>
  );
}

export function Waitlist({ position, betaLimit, onBack }: { position: number; betaLimit: number; onBack(): void }) {
  return (
    <Card>
      <CardHeader>
        <Clock className="h-10 w-10 text-amber-500" aria-hidden="true" />
        <CardTitle>We've reached our {betaLimit}-person beta limit</CardTitle>
        <CardDescription>You're #{position} on the waitlist. We'll notify you when a spot opens up.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm text-slate-700">
          <li>• An e-mail with a sign-in link the moment a spot opens</li>
          <li>• Priority access over later sign-ups</li>
          <li>• Early features as soon as you join</li>
        </ul>
        <Button variant="outline" className="mt-5" onClick={onBack}>
          Back to Registration
        </Button>
      </CardContent>
    </Card>
  );
}
