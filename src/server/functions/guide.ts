import { Hono, type Context } from 'hono';
import type { ServerDeps } from '../deps';
import { clientAddress } from '../client-address';
import { parseBody } from '../validate-body';
import { unsupportedType } from '../http/request-guards';
import { clearSessionCookies, fromOwnOrigin, guideGate, sessionCookie, setSessionCookie } from '../guide/gate';

/** The guide function's calls besides the unlock itself. */
export const guidePaths = ['session', 'lock'] as const;

/**
 * The digital guide unlock:
 * - POST {passcode} returns `{ guide, session }` for the right code. Five wrong codes from one
 *   client lock it out for 15 minutes, and six from all clients together lock everyone out until
 *   the oldest expires (src/server/guide/gate.ts); the counts live in the database.
 * - POST /session {token?} returns the guide again for a live session: the token a page on another
 *   origin keeps, or this origin's HttpOnly cookie. Never counted: a session cannot be guessed.
 * - POST /lock ends the session on this device (clears the cookie; a page forgets its token).
 */
export function guideRoutes(deps: ServerDeps): Hono {
  const gate = guideGate(deps);
  const { sessions } = gate;
  const opened = (c: Context, session: { expiresAt: number; token?: string }) =>
    c.body(`{"guide":${gate.contentJson},"session":${JSON.stringify(session)}}`, 200, { 'Content-Type': 'application/json; charset=UTF-8' });

  const app = new Hono();
  app.use('*', async (c, next) => {
    // Neither the guide nor a refusal may be kept by a shared cache.
    c.header('Cache-Control', 'no-store');
    // Only JSON: a form or text/plain post needs no CORS preflight, so any page could send one.
    return unsupportedType(c, ['application/json']) ?? next();
  });

  app.post('/', async (c) => {
    const parsed = await parseBody<{ passcode: string }>(c, 'guide-unlock');
    if (!parsed.ok) return parsed.response;
    const verdict = await gate.check(clientAddress(c, deps.env), parsed.data.passcode);
    if (verdict.kind === 'limited') {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
      return c.json(
        {
          error: 'Too many attempts',
          message: `Too many incorrect passcodes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          retryAfterSeconds: verdict.retryAfterSeconds,
        },
        429,
      );
    }
    if (verdict.kind === 'wrong') return c.json({ error: 'Invalid Passcode', message: 'Please enter the correct passcode.' }, 401);
    const session = await sessions.issue(deps.now());
    // The cookie is HttpOnly, out of reach of any script; only a page elsewhere must hold the token.
    if (!fromOwnOrigin(c, deps.site)) return opened(c, session);
    setSessionCookie(c, 'guide_session', session, sessions.lengthMs);
    return opened(c, { expiresAt: session.expiresAt });
  });

  app.post('/session', async (c) => {
    const parsed = await parseBody<{ token?: string }>(c, 'guide-session');
    if (!parsed.ok) return parsed.response;
    const expiresAt = await sessions.verify(parsed.data.token ?? sessionCookie(c, 'guide_session'), deps.now());
    if (expiresAt) return opened(c, { expiresAt });
    clearSessionCookies(c);
    return c.json({ error: 'Session ended', message: 'Enter the passcode to open the guide again.' }, 401);
  });

  app.post('/lock', (c) => {
    clearSessionCookies(c);
    return c.json({ ok: true });
  });
  return app;
}
