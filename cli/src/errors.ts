/** A system error as Node reports it: the call, the path or the address it was about. */
type SystemError = NodeJS.ErrnoException & { address?: string; port?: number; hostname?: string; errors?: unknown[] };

/**
 * What a system error means to an operator, as one sentence with the fix (`ENOENT: no such file or
 * directory, open 'x'` becomes "There is no file or folder at x: check the path."). Null for anything
 * else: that is a fault of ours, printed as it is.
 */
export function describeSystemError(err: unknown): string | null {
  if (!(err instanceof Error)) return null;
  // A connection to a name with several addresses (localhost: ::1 and 127.0.0.1) fails as all of them.
  const e = (err instanceof AggregateError && err.errors[0] instanceof Error ? err.errors[0] : err) as SystemError;
  const at = e.path ?? null;
  switch (e.code) {
    case 'ENOENT':
      return at ? `There is no file or folder at ${at}: check the path.` : null;
    case 'EACCES':
    case 'EPERM':
      return at ? `TAPin may not open ${at}: check its permissions, or run as the user who owns it.` : null;
    case 'EISDIR':
      return `${at ?? 'That path'} is a folder: give the path of a file.`;
    case 'ENOTDIR':
      return at ? `Part of ${at} is a file where a folder should be: check the path.` : null;
    case 'ENOSPC':
      return 'The disk is full: free some space, then try again.';
    case 'ECONNREFUSED':
      return `Nothing answers at ${e.address ?? 'the database address'}${e.port ? `:${e.port}` : ''}: start the database there, or check DATABASE_URL.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The host ${e.hostname ?? ''} cannot be found: check DATABASE_URL for a slip.`.replace('host  ', 'host ');
    default:
      return null;
  }
}
