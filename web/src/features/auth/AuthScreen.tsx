import type { BetaFacts, RegistrationResult, SignedIn } from '@tapin/core/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { NewSession } from '../../app/session';
import { Card, CardContent } from '../../ui/card';
import { whenIdle } from '../../ui/idle';
import { Spinner } from '../../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { MarketingIntro, MarketingPoints } from './BetaOffer';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

/** What a registration ends on (welcome or waitlist): fetched once the page is idle, not with the forms. */
const loadOutcome = () => import('./RegistrationOutcome');
const Welcome = lazy(() => loadOutcome().then((m) => ({ default: m.Welcome })));
const Waitlist = lazy(() => loadOutcome().then((m) => ({ default: m.Waitlist })));

export interface AuthScreenProps {
  /** The beta's size and seats left, once read. */
  beta: BetaFacts | undefined;
  /** A sign-in or an accepted registration answered with this session: keep it. */
  onSession(session: NewSession): void;
  /** On to the dashboard: right after a sign-in, or once the welcome has been read. */
  onContinue(): void;
}

/**
 * / and /auth: Register and Login tabs beside what the beta offers. Free of the router and of React
 * Query, so a visitor who is not signed in gets it with React alone (app/start-signed-out.tsx); inside the
 * app, AuthPage.tsx draws it.
 */
export function AuthScreen({ beta, onSession, onContinue }: AuthScreenProps) {
  const [outcome, setOutcome] = useState<RegistrationResult | null>(null);
  const [tab, setTab] = useState('register');
  useEffect(() => whenIdle(() => void loadOutcome().catch(() => undefined)), []);

  const registered = (result: RegistrationResult) => {
    if (result.status === 'accepted') onSession(result);
    setOutcome(result);
  };
  const signedIn = (session: SignedIn) => {
    onSession(session);
    onContinue();
  };

  return (
    <div className="min-h-screen bg-gradient-to-br from-brand-50 via-white to-amber-50">
      {/* A phone shows the heading, then the form, then the offer; a wide screen the form beside both. */}
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-2 md:grid-rows-[auto_1fr] md:gap-x-10 md:py-20">
        <div className="md:col-start-2 md:row-start-1">
          <MarketingIntro />
        </div>
        <div className="md:col-start-1 md:row-span-2 md:row-start-1">
          {outcome ? (
            <Suspense fallback={<Spinner label="Loading..." />}>
              {outcome.status === 'accepted' ? (
                <Welcome onContinue={onContinue} />
              ) : (
                <Waitlist position={outcome.position} betaLimit={beta?.betaLimit ?? 40} onBack={() => setOutcome(null)} />
              )}
            </Suspense>
          ) : (
            <Card>
              <CardContent className="p-6">
                <Tabs value={tab} onValueChange={setTab}>
                  <TabsList className="grid w-full grid-cols-2">
                    <TabsTrigger value="register">Register</TabsTrigger>
                    <TabsTrigger value="login">Login</TabsTrigger>
                  </TabsList>
                  <TabsContent value="register">
                    <RegisterForm onDone={registered} />
                  </TabsContent>
                  <TabsContent value="login">
                    <LoginForm onSignedIn={signedIn} />
                  </TabsContent>
                </Tabs>
              </CardContent>
            </Card>
          )}
        </div>
        <div className="md:col-start-2 md:row-start-2">
          <MarketingPoints beta={beta} />
        </div>
      </div>
    </div>
  );
}
