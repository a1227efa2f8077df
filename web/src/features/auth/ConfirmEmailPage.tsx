import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, getToken } from '../../app/api';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../ui/button-link';
import { Card, CardContent } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { useConfirmEmail } from './email-confirmation-api';

/** Where e-mailed confirmation links land: confirms the address once, signed in or not. */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirm = useConfirmEmail();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  if (token && !confirm.isError && !confirm.isSuccess) return <Spinner label="Confirming your e-mail address..." />;
  const signedIn = getToken() !== null;
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardContent className="p-6">
          {confirm.isSuccess ? (
            <>
              <h1 className="text-xl font-semibold">{confirm.data.message}</h1>
              <p className="mt-2 text-sm text-slate-600">{confirm.data.email} is the address you sign in with.</p>
            </>
          ) : (
            <>
              <h1 className="text-xl font-semibold">This confirmation link does not work</h1>
              <p className="mt-2 text-sm text-slate-600">
                {token ? errorMessage(confirm.error, 'This confirmation link has expired or was already used.') : 'The link is missing its code.'}
              </p>
            </>
          )}
          <ButtonLink to={signedIn ? paths.dashboard : paths.auth} className="mt-4">
            {signedIn ? 'Go to Dashboard' : 'Sign in'}
          </ButtonLink>
        </CardContent>
      </Card>
    </div>
  );
}
