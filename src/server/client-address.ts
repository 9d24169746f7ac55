import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The address rate limits are keyed by. X-Forwarded-For is only believed when
 * TRUST_PROXY=1 says a proxy we run sets it; otherwise any client could pick its own key.
 * With a trusted proxy the right-most entry is the one that proxy appended.
 */
export function clientAddress(c: Context, env: Record<string, string | undefined>): string {
  if (env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true') {
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    if (hops.length) return hops[hops.length - 1];
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}
