import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { bodyLimit } from 'hono/body-limit';
import type { ServerDeps } from '../deps';
import { availabilityRoutes } from './availability';
import { guideRoutes } from './guide';
import { enquiryRoutes } from './enquiry';

/**
 * Backend functions at /functions/v1/<name>, the contract supabase-js's functions.invoke()
 * speaks, so the same client code talks to this server or to a hosted Supabase project.
 */
export function functionsApp(deps: ServerDeps): Hono {
  const app = new Hono();
  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['POST', 'OPTIONS'],
      allowHeaders: ['authorization', 'apikey', 'content-type', 'x-client-info'],
      maxAge: 86400,
    }),
  );
  app.use('*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json({ error: 'Request body too large', fields: { '(body)': 'must be at most 16 KB' } }, 413) }));
  const names = deps.site.backend.functions;
  app.route(`/${names.availability}`, availabilityRoutes(deps));
  app.route(`/${names.guide}`, guideRoutes(deps));
  app.route(`/${names.enquiry}`, enquiryRoutes(deps));
  app.all('*', (c) => c.json({ error: `No function at ${c.req.path}` }, 404));
  return app;
}
