import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../app/api';
import { useStartSession } from '../../app/auth';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../ui/button-link';
import { Card, CardContent } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { openSignInLink } from './auth-api';

/** Where e-mailed sign-in links land: signs in once, then on to the dashboard. */
export default function InstantAccessPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const startSession = useStartSession();
  const instant = useMutation({ mutationFn: openSignInLink, onSuccess: startSession });
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    instant.mutate(token, {
      onSuccess: () => {
        toast({ title: 'Login successful', description: 'Welcome to TAPin!' });
        navigate(paths.dashboard, { replace: true });
      },
    });
  }, [token, instant, navigate]);

  if (token && !instant.isError) return <Spinner label="Signing you in..." />;
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardContent className="p-6">
          <h1 className="text-xl font-semibold">This sign-in link does not work</h1>
          <p className="mt-2 text-sm text-slate-600">
            {token ? errorMessage(instant.error, 'This sign-in link has expired or was already used.') : 'The link is missing its code.'}
          </p>
          <ButtonLink to={paths.auth} className="mt-4">
            Sign in
          </ButtonLink>
        </CardContent>
      </Card>
    </div>
  );
}
