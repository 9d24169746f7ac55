import { Hono } from 'hono';
import type { ServerDeps } from '../deps';

/** Contact enquiries: replaced by the enquiry work (storage, outbox, e-mail). */
export function enquiryRoutes(_deps: ServerDeps): Hono {
  const app = new Hono();
  app.post('/', (c) => c.json({ error: 'Enquiries are not accepted yet' }, 501));
  return app;
}
