import { Server as NetServer } from 'node:net';
import type { Server, ServerResponse } from 'node:http';

/**
 * Tracks a server's responses so that it can later stop without losing a request. Call before
 * the server takes traffic.
 */
export function gracefulStop(server: Server) {
  const open = new Set<ServerResponse>();
  let stopping = false;
  server.on('request', (_req, res: ServerResponse) => {
    // Once stopping, a request that still arrives on a kept-alive connection is answered, and the
    // answer tells the client not to send another one on it.
    if (stopping) res.shouldKeepAlive = false;
    open.add(res);
    res.once('close', () => open.delete(res));
  });

  /**
   * Stops taking connections and lets every request already sent finish: responses still to be
   * written close their connection after them, connections left idle are closed, and after
   * `deadlineMs` whatever is still open is cut. Resolves true when everything finished in time.
   */
  return function stop(deadlineMs: number, idleGraceMs = 500): Promise<boolean> {
    stopping = true;
    for (const res of open) if (!res.headersSent) res.shouldKeepAlive = false;
    return new Promise((resolve) => {
      const idle = setInterval(() => server.closeIdleConnections(), idleGraceMs);
      const deadline = setTimeout(() => {
        server.closeAllConnections();
        resolve(false);
      }, deadlineMs);
      // net.Server's close, not http.Server's: the latter also drops idle kept-alive connections
      // at once, racing a request the client may be sending on one at that very moment.
      NetServer.prototype.close.call(server, () => {
        clearInterval(idle);
        clearTimeout(deadline);
        resolve(true);
      });
    });
  };
}
