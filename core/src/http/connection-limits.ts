import { createServer, type RequestListener, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '@tapin/config';

/** What a client past its address's connection cap reads before its connection is closed. */
const TOO_MANY_FROM_ADDRESS = 'Too many open connections from your address. Close some and try again.';

/** How long a refused connection stays open for its request to be answered 503. */
const REFUSED_LINGER_MS = 1000;

/** How often Node looks for connections past their header or request timeout (its default, 30 s, would let a slow client hold a socket that much longer). */
const TIMEOUT_CHECK_MS = 1000;

/**
 * The HTTP server with the connection limits of `config.server` (README, "Security"), so slow or many
 * clients cannot hold every socket:
 * - `headersTimeoutMs`: a connection that has not sent a request's headers in time (an idle one, or one
 *   sending them a byte at a time) is answered 408 and closed;
 * - `requestTimeoutMs`: the same for a whole request, body included (the answer's time is not counted);
 * - `keepAliveTimeoutMs`: an idle keep-alive connection is closed;
 * - `maxConnections`: connections past it are dropped as they arrive;
 * - `connectionsPerAddress`: one client address holding that many open connections has any more
 *   answered 503 and closed (not with trustProxy: every connection then comes from the proxy).
 */
export function createLimitedServer(config: Config, listener: RequestListener): Server {
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, maxConnections, connectionsPerAddress } = config.server;
  const refused = new WeakSet<Socket>();
  const server = createServer(
    {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      keepAliveTimeout: keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_MS, headersTimeoutMs),
    },
    (req, res) => {
      // A refused connection's request is never handled: it is answered so the client knows why.
      if (!refused.has(req.socket)) return listener(req, res);
      res.writeHead(503, { Connection: 'close', 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5', 'X-Content-Type-Options': 'nosniff' });
      res.end(`${TOO_MANY_FROM_ADDRESS}\n`);
    },
  );
  server.maxConnections = maxConnections;
  if (!config.auth.trustProxy) capPerAddress(server, connectionsPerAddress, refused);
  return server;
}

/** Counts each address's open connections; one past the cap is refused, and closed soon whatever it sends. */
function capPerAddress(server: Server, cap: number, refused: WeakSet<Socket>): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > cap) {
      refused.add(socket);
      setTimeout(() => socket.destroy(), REFUSED_LINGER_MS).unref();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
