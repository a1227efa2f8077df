import { useCallback, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useStartSession, useUser } from '../../app/auth';
import { useBeta } from '../../app/beta';
import { paths } from '../../app/paths';
import { Spinner } from '../../ui/spinner';
import { AuthScreen } from './AuthScreen';

/**
 * / and /auth inside the app (after signing out, or for a visitor who holds a session): the sign-in
 * screen on the app's session and cache. A signed-in visitor goes on to the dashboard, unless this
 * screen has just signed them in (a new Pioneer reads the welcome first).
 */
export default function AuthPage() {
  const { user, isLoading } = useUser();
  const beta = useBeta();
  const startSession = useStartSession();
  const navigate = useNavigate();
  const [signedInHere, setSignedInHere] = useState(false);
  const toDashboard = useCallback(() => navigate(paths.dashboard), [navigate]);

  if (isLoading) return <Spinner label="Loading..." />;
  if (user && !signedInHere) return <Navigate to={paths.dashboard} replace />;
  return (
    <AuthScreen
      beta={beta}
      onSession={(session) => {
        setSignedInHere(true);
        startSession(session);
      }}
      onContinue={toDashboard}
    />
  );
}
