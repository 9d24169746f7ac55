import { createHash } from 'node:crypto';
import type { SiteConfig } from './types/content.gen';

// The one definition of the site's security headers. The build writes them to dist/client/_headers
// (the format Netlify and Cloudflare Pages read) and the embedded server sends the same set on
// every response, so a page behaves alike on either host.

/** Where the map block's frame loads from (it redirects from the first to the second). */
const MAP_ORIGINS = ['https://maps.google.com', 'https://www.google.com'];

/** The 'sha256-…' source of every inline script that runs (JSON-LD data blocks do not). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? '';
    if (/\ssrc=/.test(attrs) || (/\stype=/.test(attrs) && !/\stype="(module|text\/javascript)"/.test(attrs))) continue;
    hashes.add(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

export const HSTS = 'Strict-Transport-Security';

export function securityHeaders(site: SiteConfig, scriptHashes: string[]): Record<string, string> {
  const backend = site.backend.url ? new URL(site.backend.url).origin : '';
  const self = (...more: string[]) => ["'self'", ...more].filter(Boolean).join(' ');
  const csp = [
    `default-src 'self'`,
    `script-src ${self(...scriptHashes)}`,
    // styled-components writes the styles of islands at run time, and React writes style="" attributes.
    `style-src 'self' 'unsafe-inline'`,
    // Images, fonts and fetches fall back to default-src: said again, every page's first round
    // trip would carry it. A backend on another origin widens connect-src by that origin only.
    ...(backend ? [`connect-src ${self(backend)}`] : []),
    `frame-src ${MAP_ORIGINS.join(' ')}`,
    `form-action ${self(backend)}`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `object-src 'none'`,
  ].join('; ');
  const headers: Record<string, string> = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // No X-Frame-Options: frame-ancestors 'none' obsoletes it in every browser the site's scripts run in.
  };
  if (site.baseUrl.startsWith('https://')) headers[HSTS] = 'max-age=63072000; includeSubDomains';
  return headers;
}

/**
 * The embedded server's two sets, made once: a host must not send HSTS over plain http (RFC 6797,
 * 7.2), so the full set goes only on a request a proxy says arrived over https.
 */
export function headersByProtocol(headers: Record<string, string>): (forwardedProto: string | undefined) => Record<string, string> {
  const { [HSTS]: _, ...plain } = headers;
  return (forwardedProto) => (forwardedProto?.split(',')[0].trim().toLowerCase() === 'https' ? headers : plain);
}

/** The _headers file: every path gets the set. */
export function headersFile(headers: Record<string, string>): string {
  return `/*\n${Object.entries(headers)
    .map(([k, v]) => `  ${k}: ${v}\n`)
    .join('')}`;
}

/** Reads a _headers file back (the server sends what the build wrote). */
export function parseHeadersFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    if (m) out[m[1]] = m[2];
  }
  return out;
}
