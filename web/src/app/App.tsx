import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from '../ui/toast';
import { TooltipProvider } from '../ui/tooltip';
import { onUnauthorized } from './api';
import { AppRoutes } from './AppRoutes';
import { userKeys } from './auth';
import { createQueryClient } from './query-client';

/** A 401 anywhere means the session is over: forget the user so the guard sends them to sign in. */
function SessionWatcher({ client }: { client: QueryClient }) {
  useEffect(() => onUnauthorized(() => client.setQueryData(userKeys.current, null)), [client]);
  return null;
}

export function App() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <Toaster>
          <SessionWatcher client={client} />
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Toaster>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
