import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { proxy } from 'hono/proxy';
import { visitorAddress, type HopTrust } from '@store/visitor-address';

const nobody: HopTrust = () => false;

/**
 * The request's headers with X-Forwarded-For holding exactly one address, the visitor's as the
 * trusted hops in front of the web server tell it (TRUST_PROXY), else the peer's: whatever a
 * browser wrote in the header never travels on.
 */
export function visitorHeaders(c: Context, trusted: HopTrust = nobody): Headers {
  const headers = new Headers(c.req.raw.headers);
  const address = visitorAddress(clientAddress(c), c.req.header('x-forwarded-for'), trusted);
  if (address) headers.set('x-forwarded-for', address);
  else headers.delete('x-forwarded-for');
  return headers;
}

/**
 * The headers a proxied request carries upstream: the browser's own (cookies included), minus
 * Host, plus who asked and under which host name — the BFF picks the market from X-Forwarded-Host.
 */
export function forwardingHeaders(c: Context, trusted?: HopTrust): Headers {
  const headers = visitorHeaders(c, trusted);
  headers.delete('host');
  const url = new URL(c.req.url);
  headers.set(
    'x-forwarded-host',
    c.req.header('x-forwarded-host') ?? c.req.header('host') ?? url.host,
  );
  const proto = c.req.header('x-forwarded-proto') ?? url.protocol.replace(':', '');
  headers.set('x-forwarded-proto', proto);
  return headers;
}

function clientAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The upstream did not begin to answer within the proxy's time. */
class UpstreamTimeout extends Error {
  override name = 'UpstreamTimeout';
}

/**
 * Passes the request on to `origin` under the same path and query; Set-Cookie comes back as is.
 * With `headersWithinMs`, an upstream that has not begun to answer by then is given up: the
 * browser gets 504 (and its connection back: a page's pictures waiting on an upstream that hangs
 * would otherwise hold every connection the browser opens to the store, its GraphQL requests
 * included). A body already on its way is not cut. A visitor who leaves cancels the request.
 */
export function proxyTo(
  c: Context,
  origin: string,
  trusted?: HopTrust,
  headersWithinMs?: number,
): Promise<Response> {
  const incoming = new URL(c.req.url);
  const target = new URL(incoming.pathname + incoming.search, origin);
  const visitor = c.req.raw.signal;
  const upstream = new AbortController();
  const leave = () => upstream.abort(visitor.reason);
  visitor.addEventListener('abort', leave, { once: true });
  const deadline =
    headersWithinMs === undefined
      ? undefined
      : setTimeout(
          () => upstream.abort(new UpstreamTimeout(`No answer within ${headersWithinMs} ms`)),
          headersWithinMs,
        );
  return proxy(target, {
    raw: c.req.raw,
    headers: forwardingHeaders(c, trusted),
    signal: upstream.signal,
  })
    .then((response) => {
      // Pictures, documents and GraphQL answers are only ever what their type says.
      response.headers.set('x-content-type-options', 'nosniff');
      return response;
    })
    .catch((error: unknown) => {
      visitor.removeEventListener('abort', leave);
      if (upstream.signal.reason instanceof UpstreamTimeout && !visitor.aborted) {
        console.error(
          `Proxy to ${target.origin}${target.pathname}: ${upstream.signal.reason.message}`,
        );
        return c.json(
          { code: 'UPSTREAM_TIMEOUT', message: 'The upstream service did not answer in time' },
          504,
        );
      }
      // A visitor who navigated away closed the request: nothing failed upstream.
      if (!visitor.aborted) console.error(`Proxy to ${target.origin} failed`, error);
      return c.json(
        { code: 'UPSTREAM_UNAVAILABLE', message: 'The upstream service is unavailable' },
        502,
      );
    })
    .finally(() => clearTimeout(deadline));
}
