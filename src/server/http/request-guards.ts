import type { Context, MiddlewareHandler } from 'hono';
import type { ServerDeps } from '../deps';
import { isOwnOrigin } from './own-origin';

/**
 * Refuses a request a browser sent from another site's page, before it is read or counted:
 * otherwise any page could spend its visitors' browsers on guide guesses (locking the real
 * guest out) or post enquiries in their name. Allowed: no Origin (a non-browser client, which
 * can forge anything anyway) unless Sec-Fetch-Site says cross-site; an Origin that is one of
 * the site's own (baseUrl, allowedOrigins: the static host calling Supabase is cross-site but
 * listed); or this server's own address (the embedded server serving its own pages).
 */
export function sameSiteOnly(siteOrigins: string[], deps: Pick<ServerDeps, 'origins' | 'site'>): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const ok = origin ? siteOrigins.includes(origin) || isOwnOrigin(origin, deps) : fetchSite !== 'cross-site';
    if (ok) return next();
    const why = origin ? `${origin.slice(0, 100)} is not this site` : 'the request came from another site (Sec-Fetch-Site: cross-site)';
    return c.json({ error: 'Cross-site request refused', fields: { Origin: why } }, 403);
  };
}

/** The media type of a request, lower case, without parameters ("" when absent). */
export function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
}

/** The declared charset of a request body, lower case, or undefined when none is given. */
export function declaredCharset(c: Context): string | undefined {
  const m = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(c.req.header('content-type') ?? '');
  return m?.[1].toLowerCase();
}

const UTF8 = new Set(['utf-8', 'utf8', 'unicode-1-1-utf-8', 'us-ascii']);

/**
 * A 415 naming what is accepted, or undefined when the body's type is one of `accepted`.
 * JSON and multipart must be UTF-8 (JSON is by definition; multipart parts are decoded so).
 */
export function unsupportedType(c: Context, accepted: string[]): Response | undefined {
  const type = mediaType(c);
  const charset = declaredCharset(c);
  if (!accepted.includes(type)) {
    return c.json({ error: 'Unsupported content type', fields: { 'Content-Type': `must be ${accepted.join(' or ')}${type ? `, not ${type.slice(0, 80)}` : ''}` } }, 415);
  }
  if (charset && type !== 'application/x-www-form-urlencoded' && !UTF8.has(charset)) {
    return c.json({ error: 'Unsupported charset', fields: { 'Content-Type': `${type} must be sent as UTF-8, not ${charset.slice(0, 40)}` } }, 415);
  }
  return undefined;
}
