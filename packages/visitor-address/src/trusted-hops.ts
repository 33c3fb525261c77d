import { BlockList, isIP } from 'node:net';

/** Whether a hop (a proxy that connected to us, or named in X-Forwarded-For) may be believed. */
export type HopTrust = (address: string) => boolean;

/** The names proxy settings commonly use, as in the TRUST_PROXY of the API, the BFF and the web server. */
const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** An IPv4 address seen through an IPv6 socket (`::ffff:10.0.0.1`) is that IPv4 address. */
function plain(address: string): string {
  const trimmed = address.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
}

/**
 * Reads TRUST_PROXY: `true` trusts every hop, unset or `false` none, else a comma-separated list
 * of addresses, CIDR ranges and the names loopback, linklocal and uniquelocal.
 */
export function hopTrust(value: string | undefined): HopTrust {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === 'false') return () => false;
  if (trimmed === 'true') return () => true;
  const list = new BlockList();
  for (const entry of trimmed.split(',').flatMap((e) => NAMED[e.trim()] ?? [e.trim()])) {
    const [network = '', bits] = entry.split('/');
    const family = isIP(network) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(network)) throw new Error(`TRUST_PROXY: "${entry}" is not an address or range`);
    if (bits === undefined) list.addAddress(network, family);
    else list.addSubnet(network, Number(bits), family);
  }
  return (address) => {
    const ip = plain(address);
    const family = isIP(ip);
    return family !== 0 && list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The visitor's address: starting from the peer, each trusted hop lets us believe the address it
 * says it received the request from (the last entry of X-Forwarded-For before it), until a hop
 * that is not trusted. Entries a browser wrote in the header itself are never reached.
 */
export function visitorAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: HopTrust,
): string | undefined {
  if (!peer) return undefined;
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((hop) => plain(hop))
    .filter(Boolean);
  let address = plain(peer);
  while (chain.length > 0 && trusted(address)) {
    const next = chain.pop() ?? '';
    if (!isIP(next)) break;
    address = next;
  }
  return address;
}
