import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { bodyLimit } from 'hono/body-limit';
import type { ServerDeps } from '../deps';
import { sameSiteOnly } from '../http/request-guards';
import { functionName, type FunctionDefinition } from './define';

const MAX_BODY = 16 * 1024;
const ALLOW = 'POST, OPTIONS';
const corsHeaders = { allowMethods: ['POST', 'OPTIONS'], allowHeaders: ['authorization', 'apikey', 'content-type', 'x-client-info', 'idempotency-key'], maxAge: 86400 };

/** Origins whose pages may call a function that is not public data: the site's own. */
function siteOrigins(site: ServerDeps['site']): string[] {
  return [new URL(site.baseUrl).origin, ...(site.allowedOrigins ?? [])];
}

/** A request's path under /functions/v1 (where the Node server mounts this app; Supabase strips it). */
const pathOf = (c: Context) => c.req.path.replace(/^\/functions\/v1/, '');

/** A function's routes, refused at start when a POST route has no request schema or a schema no route. */
function routesOf(def: FunctionDefinition, deps: ServerDeps): { app: Hono; paths: string[] } {
  const app = def.routes(deps);
  const posts = [...new Set(app.routes.filter((r) => r.method === 'POST').map((r) => r.path))];
  const unschemed = posts.filter((p) => !def.requests[p]);
  const unrouted = Object.keys(def.requests).filter((p) => !posts.includes(p));
  if (unschemed.length || unrouted.length) {
    throw new Error(`Function ${def.key}: ${unschemed.length ? `no request schema for POST ${unschemed.join(', ')}` : `request schemas for no route: ${unrouted.join(', ')}`} (its definition's requests, src/server/functions/${def.key}/index.ts).`);
  }
  return { app, paths: posts };
}

/**
 * Backend functions at /functions/v1/<name>, the contract supabase-js's functions.invoke()
 * speaks, so the same client code talks to this server or to a hosted Supabase project: every
 * function on the Node server (index.ts), one alone in its Supabase bundle (which imports this
 * and its own definition, not the list). Each answers the origins its definition allows (public
 * data to all; the guide and enquiries only to the site's own, so other sites cannot spend their
 * visitors' browsers on guesses, locking the guest out, or on enquiries), bodies up to 16 KB,
 * and POST alone.
 */
export function functionsRouter(deps: ServerDeps, served: readonly FunctionDefinition[]): Hono {
  const app = new Hono();
  const own = siteOrigins(deps.site);
  const mounted = served.map((def) => ({ def, name: functionName(deps.site, def.key), ...routesOf(def, deps) }));
  for (const { def, name } of mounted) {
    const guard =
      def.cors === 'any-origin' ? [cors({ origin: '*', ...corsHeaders })] : [cors({ origin: (o) => (own.includes(o) ? o : null), ...corsHeaders }), sameSiteOnly(own, deps)];
    // Its calls under its name too (/guide-unlock/session).
    for (const at of [`/${name}`, `/${name}/*`]) app.use(at, ...guard);
  }
  // The function a request is for: the first step of its path after /functions/v1.
  const ownerOf = (c: Context) => mounted.find(({ name }) => name === pathOf(c).split('/')[1])?.def;
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY,
      onError: async (c: Context) =>
        (await ownerOf(c)?.tooLarge?.(c, deps)) ?? c.json({ error: 'Request body too large', fields: { '(body)': `must be at most ${MAX_BODY / 1024} KB` } }, 413),
    }),
  );
  for (const { name, app: routes } of mounted) app.route(`/${name}`, routes);
  const known = new Set(mounted.flatMap(({ name, paths }) => paths.map((p) => (p === '/' ? `/${name}` : `/${name}${p}`))));
  app.all('*', (c) => {
    const fn = pathOf(c).replace(/\/+$/, '');
    if (known.has(fn)) return c.json({ error: `Method ${c.req.method} is not allowed: functions are called with POST` }, 405, { Allow: ALLOW });
    return c.json({ error: `No function at ${fn.slice(0, 80)}` }, 404);
  });
  return app;
}
