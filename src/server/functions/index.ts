import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { bodyLimit } from 'hono/body-limit';
import type { ServerDeps } from '../deps';
import { availabilityRoutes } from './availability';
import { guidePaths, guideRoutes } from './guide';
import { enquiryRoutes, isFormPost, returnPath } from './enquiry';
import { sameSiteOnly } from '../http/request-guards';

const MAX_BODY = 16 * 1024;
const MAX_FORM_DRAIN = 1024 * 1024;

async function drain(body: ReadableStream<Uint8Array> | null, cap: number) {
  // A chunked body is already being read by bodyLimit itself; the server drains what is left.
  if (!body || body.locked) return;
  const reader = body.getReader();
  let read = 0;
  try {
    for (let r = await reader.read(); !r.done && (read += r.value.byteLength) <= cap; r = await reader.read());
  } catch {
    // the client went away: nothing to answer
  } finally {
    await reader.cancel().catch(() => {});
  }
}
const ALLOW = 'POST, OPTIONS';
export type FunctionKey = keyof ServerDeps['site']['backend']['functions'];
const corsHeaders = { allowMethods: ['POST', 'OPTIONS'], allowHeaders: ['authorization', 'apikey', 'content-type', 'x-client-info', 'idempotency-key'], maxAge: 86400 };

/** Origins whose pages may call a function that is not public data: the site's own. */
export function siteOrigins(site: ServerDeps['site']): string[] {
  return [new URL(site.baseUrl).origin, ...(site.allowedOrigins ?? [])];
}

/**
 * Backend functions at /functions/v1/<name>, the contract supabase-js's functions.invoke()
 * speaks, so the same client code talks to this server or to a hosted Supabase project.
 * Availability is public data, open to every origin; the guide unlock and enquiries answer
 * only the site's own origins, so other sites cannot spend their visitors' browsers on
 * guesses (locking the guest out) or on enquiries.
 */
export function functionsApp(deps: ServerDeps, only?: FunctionKey[]): Hono {
  const app = new Hono();
  const names = deps.site.backend.functions;
  // A Supabase Edge Function serves one of them: the others are not even built (no feeds, no guide).
  const serves = (key: FunctionKey) => !only || only.includes(key);
  const own = siteOrigins(deps.site);
  app.use(`/${names.availability}`, cors({ origin: '*', ...corsHeaders }));
  for (const name of [names.guide, names.enquiry]) {
    // The guide's session and lock calls live under its name (/guide-unlock/session).
    for (const at of [`/${name}`, `/${name}/*`]) app.use(at, cors({ origin: (o) => (own.includes(o) ? o : null), ...corsHeaders }), sameSiteOnly(own, deps));
  }
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY,
      onError: async (c: Context) => {
        if (!isFormPost(c)) return c.json({ error: 'Request body too large', fields: { '(body)': `must be at most ${MAX_BODY / 1024} KB` } }, 413);
        // The plain contact form (no script) goes back to its page with a message. A browser
        // shows a connection error instead if we answer mid-upload, so a form-sized body is
        // read to its end first (and thrown away); anything larger is simply cut off.
        await drain(c.req.raw.body, MAX_FORM_DRAIN);
        return c.redirect(`${returnPath(c, deps)}?error=too-large#enquiry-error`, 303);
      },
    }),
  );
  if (serves('availability')) app.route(`/${names.availability}`, availabilityRoutes(deps));
  if (serves('guide')) app.route(`/${names.guide}`, guideRoutes(deps));
  if (serves('enquiry')) app.route(`/${names.enquiry}`, enquiryRoutes(deps));
  const known = new Set([...Object.values(names).map((n) => `/${n}`), ...guidePaths.map((p) => `/${names.guide}/${p}`)]);
  app.all('*', (c) => {
    const fn = c.req.path.replace(/^\/functions\/v1/, '').replace(/\/+$/, '');
    if (known.has(fn)) return c.json({ error: `Method ${c.req.method} is not allowed: functions are called with POST` }, 405, { Allow: ALLOW });
    return c.json({ error: `No function at ${fn.slice(0, 80)}` }, 404);
  });
  return app;
}
