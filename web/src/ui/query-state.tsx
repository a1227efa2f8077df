import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Card, CardContent } from './card';
import { Spinner } from './spinner';

/**
 * A part of a screen that could not be fetched: the message (in the specification's words where it has
 * them) and Try again. `row` sits among other parts of a screen; `centered` stands for the whole screen.
 */
export function LoadFailed({ message, retry, layout = 'row' }: { message: string; retry(): void; layout?: 'row' | 'centered' }) {
  if (layout === 'centered') {
    return (
      <Card className="mx-auto max-w-md text-center">
        <CardContent className="space-y-3 p-8">
          <p role="alert" className="font-semibold text-red-700">
            {message}
          </p>
          <Button variant="outline" onClick={retry}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" /> Try again
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardContent className="flex flex-wrap items-center gap-3 p-5">
        <p role="alert" className="flex-1 text-sm text-red-700">
          {message}
        </p>
        <Button variant="outline" size="sm" onClick={retry}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" /> Try again
        </Button>
      </CardContent>
    </Card>
  );
}

/** What a query's part of a screen needs to know of it (a react-query result fits). */
export interface QueryStatus {
  isLoading: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * A spinner while the query loads, its error in `failed`'s words if it failed, else the part itself (a
 * function, so it reads the data only once there is some).
 */
export function QueryGate({ query, loading, failed, children }: { query: QueryStatus; loading: string; failed(error: unknown): string; children: () => ReactNode }) {
  if (query.isLoading) return <Spinner label={loading} />;
  if (query.isError) return <p className="text-sm text-red-600">{failed(query.error)}</p>;
  return <>{children()}</>;
}
