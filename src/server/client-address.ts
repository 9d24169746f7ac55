import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import ipaddr from 'ipaddr.js';

/**
 * The key rate limits count a client by. IPv4 as it is (an IPv4-mapped IPv6 address is the
 * same client), IPv6 by its /64: one home or phone is usually given a whole /64, so keying by
 * the full address would give one client 2^64 fresh counts.
 */
function addressKey(raw: string): string {
  const text = raw.trim().replace(/^\[(.*)\]$/, '$1');
  if (!ipaddr.isValid(text)) return text.slice(0, 64) || 'unknown';
  let address = ipaddr.parse(text);
  if (address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress()) address = address.toIPv4Address();
  if (address instanceof ipaddr.IPv4) return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toNormalizedString()}/64`).toString()}/64`;
}

/**
 * The address rate limits are keyed by. X-Forwarded-For is only believed when
 * TRUST_PROXY=1 says a proxy we run sets it; otherwise any client could pick its own key.
 * With a trusted proxy the right-most entry is the one that proxy appended.
 */
export function clientAddress(c: Context, env: Record<string, string | undefined>): string {
  if (env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true') {
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    if (hops.length) return addressKey(hops[hops.length - 1]);
  }
  try {
    return addressKey(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}
