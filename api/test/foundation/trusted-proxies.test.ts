import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustedProxies } from '../../src/app.ts';

/** The address a request appears to come from, for a given TRUST_PROXY setting. */
async function visitorAddress(setting: string | undefined, remoteAddress: string) {
  const app = Fastify({ trustProxy: trustedProxies(setting) });
  app.get('/ip', async (request) => ({ ip: request.ip }));
  const res = await app.inject({
    method: 'GET',
    url: '/ip',
    remoteAddress,
    headers: { 'x-forwarded-for': '203.0.113.7' },
  });
  await app.close();
  return res.json<{ ip: string }>().ip;
}

describe('TRUST_PROXY', () => {
  it('trusts nobody when unset or false', async () => {
    expect(await visitorAddress(undefined, '127.0.0.1')).toBe('127.0.0.1');
    expect(await visitorAddress('false', '127.0.0.1')).toBe('127.0.0.1');
  });

  it('takes the forwarded address only from the named hops', async () => {
    expect(await visitorAddress('loopback', '127.0.0.1')).toBe('203.0.113.7');
    expect(await visitorAddress('loopback', '198.51.100.2')).toBe('198.51.100.2');
    expect(await visitorAddress('uniquelocal', '10.0.0.5')).toBe('203.0.113.7');
    expect(await visitorAddress('true', '198.51.100.2')).toBe('203.0.113.7');
  });
});
