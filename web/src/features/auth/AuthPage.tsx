import type { RegistrationResult } from '@tapin/core/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useUser } from '../../app/auth';
import { useBeta } from '../../app/beta';
import { paths } from '../../app/paths';
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

/** / and /auth: Register and Login tabs beside what the beta offers. */
export default function AuthPage() {
  const { user, isLoading } = useUser();
  const beta = useBeta();
  const [outcome, setOutcome] = useState<RegistrationResult | null>(null);
  const [tab, setTab] = useState('register');
  useEffect(() => whenIdle(() => void loadOutcome().catch(() => undefined)), []);

  if (isLoading) return <Spinner label="Loading..." />;
  if (user && outcome?.status !== 'accepted') return <Navigate to={paths.dashboard} replace />;

  return (
    <div className="min-h-screen bg-gradient-to-br from-brand-50 via-white to-amber-50">
      {/* A phone shows the heading, then the form, then the offer; a wide screen the form beside both. */}
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-2 md:grid-rows-[auto_1fr] md:gap-x-10 md:py-20">
        <div className="md:col-start-2 md:row-start-1">
          <MarketingIntro />
        </div>
        <div className="md:col-start-1 md:row-span-2 md:row-start-1">
          {outcome?.status === 'accepted' ? (
            <Suspense fallback={<Spinner label="Loading..." />}>
              <Welcome />
            </Suspense>
          ) : outcome?.status === 'waitlist' ? (
            <Suspense fallback={<Spinner label="Loading..." />}>
              <Waitlist position={outcome.position} betaLimit={beta?.betaLimit ?? 40} onBack={() => setOutcome(null)} />
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
                    <RegisterForm onDone={setOutcome} />
                  </TabsContent>
                  <TabsContent value="login">
                    <LoginForm />
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
