import { Hono } from 'hono';
import { compress } from 'hono/compress';
import path from 'node:path';
import type { ServerDeps } from './deps';
import { functionsApp } from './functions';
import { serveSite } from './static';

/** The whole server: backend functions plus the prerendered site. */
export function createApp(deps: ServerDeps): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.header('x-content-type-options', 'nosniff');
    c.header('referrer-policy', 'strict-origin-when-cross-origin');
    c.header('x-frame-options', 'SAMEORIGIN');
  });
  app.use('*', compress());
  app.route('/functions/v1', functionsApp(deps));
  app.onError((err, c) => {
    deps.log.error('Unhandled server error', err);
    return c.json({ error: 'Unexpected server error' }, 500);
  });
  const root = path.join(deps.distDir, 'client');
  app.get('*', serveSite(root));
  app.on('HEAD', '*', serveSite(root));
  app.all('*', (c) => c.json({ error: 'Method not allowed' }, 405));
  return app;
}
