import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { bodyLimit } from 'hono/body-limit';
import type { ServerDeps } from '../deps';
import { availabilityRoutes } from './availability';
import { guideRoutes } from './guide';
import { enquiryRoutes, isFormPost, returnPath } from './enquiry';

const MAX_BODY = 16 * 1024;
const ALLOW = 'POST, OPTIONS';
const corsHeaders = { allowMethods: ['POST', 'OPTIONS'], allowHeaders: ['authorization', 'apikey', 'content-type', 'x-client-info'], maxAge: 86400 };

/** Origins whose pages may call a function that is not public data: the site's own. */
export function siteOrigins(site: ServerDeps['site']): string[] {
  return [new URL(site.baseUrl).origin, ...(site.allowedOrigins ?? [])];
}

/**
 * Backend functions at /functions/v1/<name>, the contract supabase-js's functions.invoke()
 * speaks, so the same client code talks to this server or to a hosted Supabase project.
 * Availability is public data, open to every origin; the guide unlock answers only the
 * site's own origins, so other sites cannot spend their visitors' browsers on guesses.
 */
export function functionsApp(deps: ServerDeps): Hono {
  const app = new Hono();
  const names = deps.site.backend.functions;
  const own = siteOrigins(deps.site);
  app.use(`/${names.availability}`, cors({ origin: '*', ...corsHeaders }));
  app.use(`/${names.enquiry}`, cors({ origin: '*', ...corsHeaders }));
  app.use(`/${names.guide}`, cors({ origin: (o) => (own.includes(o) ? o : null), ...corsHeaders }));
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY,
      // The plain contact form (no script) goes back to its page with a message, not to JSON.
      onError: (c: Context) =>
        isFormPost(c)
          ? c.redirect(`${returnPath(c)}?error=too-large#enquiry-error`, 303)
          : c.json({ error: 'Request body too large', fields: { '(body)': `must be at most ${MAX_BODY / 1024} KB` } }, 413),
    }),
  );
  app.route(`/${names.availability}`, availabilityRoutes(deps));
  app.route(`/${names.guide}`, guideRoutes(deps));
  app.route(`/${names.enquiry}`, enquiryRoutes(deps));
  const known = new Set(Object.values(names).map((n) => `/${n}`));
  app.all('*', (c) => {
    const fn = c.req.path.replace(/\/+$/, '');
    if (known.has(fn)) return c.json({ error: `Method ${c.req.method} is not allowed: functions are called with POST` }, 405, { Allow: ALLOW });
    return c.json({ error: `No function at ${c.req.path.slice(0, 80)}` }, 404);
  });
  return app;
}
