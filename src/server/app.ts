import { Hono } from 'hono';
import { compress } from 'hono/compress';
import fs from 'node:fs';
import path from 'node:path';
import { headersByProtocol, inlineScriptHashes, parseHeadersFile, securityHeaders } from '../core/security-headers';
import type { ServerDeps } from './deps';
import { functionsApp } from './functions';
import { serveSite } from './static';
import { guidePages } from './guide/page';
import { isClientAbort, quietAbort } from './http/client-abort';

/** Longer URLs are no page of this site; browsers and proxies cap near here too. */
const MAX_URL_LENGTH = 8192;

/**
 * The security headers the build wrote for static hosts (dist/client/_headers), so both hosts
 * send one set; a build without that file gets the set computed from its home page.
 */
export function siteHeaders(deps: ServerDeps): Record<string, string> {
  const dir = path.join(deps.distDir, 'client');
  const file = path.join(dir, '_headers');
  if (fs.existsSync(file)) return parseHeadersFile(fs.readFileSync(file, 'utf8'));
  const home = path.join(dir, 'index.html');
  return securityHeaders(deps.site, fs.existsSync(home) ? inlineScriptHashes(fs.readFileSync(home, 'utf8')) : []);
}

/** The whole server: backend functions plus the prerendered site. */
export function createApp(deps: ServerDeps): Hono {
  const headersFor = headersByProtocol(siteHeaders(deps));
  const app = new Hono();
  app.use('*', async (c, next) => {
    // Every answer carries the page's headers, refusals included.
    if (c.req.url.length > MAX_URL_LENGTH) c.res = c.text(`URI too long: this site's addresses are at most ${MAX_URL_LENGTH} characters.\n`, 414);
    else await next();
    // On the finished response itself: c.header() would copy the response once per header and
    // turn a file's bytes into a stream each time (a 60 KB page went out at a fifth of the speed).
    const sent = c.res.headers;
    for (const [name, value] of Object.entries(headersFor(c.req.header('x-forwarded-proto')))) sent.set(name, value);
  });
  app.use('*', compress());
  app.route('/functions/v1', functionsApp(deps));
  app.onError((err, c) => {
    if (isClientAbort(err, c)) return quietAbort(c, deps.log);
    deps.log.error('Unhandled server error', err);
    return c.json({ error: 'Unexpected server error' }, 500);
  });
  const root = path.join(deps.distDir, 'client');
  const site = serveSite(root, deps.site.aliases);
  // The guide's gate without JavaScript: its form posts to its own page.
  const guide = guidePages(deps);
  if (guide) {
    app.post('*', guide.post);
    app.get('*', guide.get);
  }
  app.get('*', site);
  app.on('HEAD', '*', site);
  app.all('*', (c) => c.text(`Method ${c.req.method} is not allowed here: pages answer GET and HEAD.\n`, 405, { Allow: 'GET, HEAD' }));
  return app;
}
