import type { BetaFacts, PublicUser } from '@tapin/core/contracts';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AuthScreen } from '../features/auth/AuthScreen';
import { Toaster } from '../ui/toast';
import { apiRequest } from './api';
import type * as Boot from './boot';
import { showLoadFailure } from './load-failure';
import { PageErrorBoundary } from './PageErrorBoundary';
import { paths } from './paths';
import { keepSession, type NewSession } from './session';

/** The app's code, asked for once (again only after a failure): on signing in, and on continuing. */
let booting: Promise<typeof Boot> | undefined;
const loadBoot = () =>
  (booting ??= import('./boot').catch((error: unknown) => {
    booting = undefined;
    throw error;
  }));

/** The sign-in screen once the beta's facts have been read (they only fill in the offer's figures). */
function SignedOutScreen({ facts, onSession, onContinue }: { facts: Promise<BetaFacts | undefined>; onSession(session: NewSession): void; onContinue(): void }) {
  const [beta, setBeta] = useState<BetaFacts>();
  useEffect(() => {
    let current = true;
    void facts.then((read) => current && setBeta(read));
    return () => {
      current = false;
    };
  }, [facts]);
  return (
    <main id="main">
      <PageErrorBoundary location={paths.auth}>
        <AuthScreen beta={beta} onSession={onSession} onContinue={onContinue} />
      </PageErrorBoundary>
    </main>
  );
}

/**
 * The sign-in screen for a visitor without a session, on React alone (src/sign-in.ts). Signing in keeps
 * the session, starts fetching the app, and on continuing hands the page over to it at the dashboard:
 * this screen stays until the app's code is here, then the app replaces it (its toast carries over:
 * the toast store is shared).
 */
export function startSignedOut(container: HTMLElement): Root {
  const facts = apiRequest<BetaFacts>('GET', '/api/beta').catch(() => undefined);
  const root = createRoot(container);
  let user: PublicUser | undefined;
  let leaving = false;

  const onSession = (session: NewSession) => {
    keepSession(session);
    user = session.user;
    void loadBoot().catch(() => undefined);
  };
  const onContinue = () => {
    if (leaving) return;
    leaving = true;
    window.history.pushState(null, '', paths.dashboard);
    loadBoot()
      .then(({ loadApp }) => loadApp(user))
      .then(
        (draw) => {
          root.unmount();
          draw();
        },
        () => {
          root.unmount();
          showLoadFailure(container);
        },
      );
  };

  root.render(
    <StrictMode>
      <Toaster>
        <SignedOutScreen facts={facts} onSession={onSession} onContinue={onContinue} />
      </Toaster>
    </StrictMode>,
  );
  return root;
}
