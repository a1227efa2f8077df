import type { Server, ServerResponse } from 'node:http';

/**
 * Resolves once the event loop has been through its poll phase (where connections are accepted and
 * sockets read) at least once. One `setImmediate` is not enough: called from the poll phase (a signal
 * handler), it runs in the same turn's check phase, before any further poll.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

/**
 * Makes `server` stoppable without dropping a request it has received (docs/architecture.md#stopping),
 * and returns the function that stops it.
 *
 * Node's own `server.close()` is not enough: it closes the listening socket at once, which resets every
 * connection still waiting in the kernel's accept queue, and it destroys every connection whose request
 * has not been read yet: any request that arrived while the event loop was busy. So:
 * 1. the server goes on accepting what waits in the queue: Node accepts one connection per turn of the
 *    event loop, so it turns until a turn brings none;
 * 2. one more turn, so the requests on the last of those connections are read;
 * 3. `server.close()`: nothing new is accepted, and connections with no request in progress (idle
 *    keep-alive ones, or ones that never sent anything) are closed;
 * 4. every request in progress, or arriving on an open connection meanwhile, is answered with
 *    `Connection: close`, and each finished answer closes the connections it leaves idle;
 * 5. whatever is still open when the drain timeout expires is cut.
 */
export function gracefulCloser(server: Server): (drainTimeoutMs: number) => Promise<void> {
  const inProgress = new Set<ServerResponse>();
  let accepted = 0;
  let draining = false;
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  server.on('connection', () => accepted++);
  server.on('request', (_req, res: ServerResponse) => {
    inProgress.add(res);
    if (draining) closeAfter(res);
    res.once('close', () => {
      inProgress.delete(res);
      // An answer whose headers went out before the stop left its keep-alive connection open and now idle.
      if (draining) server.closeIdleConnections();
    });
  });

  return async (drainTimeoutMs) => {
    if (draining || !server.listening) return;
    draining = true;
    for (const res of inProgress) closeAfter(res);
    let expired = false;
    const cut = setTimeout(() => {
      expired = true;
      server.closeAllConnections();
    }, drainTimeoutMs);
    try {
      for (let before = -1; before !== accepted && !expired; ) {
        before = accepted;
        await nextTurn();
      }
      await nextTurn();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      if (expired) server.closeAllConnections();
      await closed;
    } finally {
      clearTimeout(cut);
    }
  };
}
