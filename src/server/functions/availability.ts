import { Hono } from 'hono';
import type { ServerDeps } from '../deps';

// Interim: replaced by the availability work.
export function availabilityRoutes(_deps: ServerDeps): Hono {
  const app = new Hono();
  app.post('/', (c) => c.json({ error: 'Not available yet' }, 501));
  return app;
}
