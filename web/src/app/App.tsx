import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from '../ui/toast';
import { onUnauthorized } from './api';
import { AppRoutes } from './AppRoutes';
import { userKeys } from './queries';
import { createQueryClient } from './query-client';

/** A 401 anywhere means the session is over: forget the user so the guard sends them to sign in. */
function SessionWatcher({ client }: { client: QueryClient }) {
  useEffect(() => onUnauthorized(() => client.setQueryData(userKeys.current, null)), [client]);
  return null;
}

/** The app; `client` is the query cache app/boot.ts has already started filling for the first screen. */
export function App({ client: given }: { client?: QueryClient } = {}) {
  const [client] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <Toaster>
        <SessionWatcher client={client} />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Toaster>
    </QueryClientProvider>
  );
}
