import { Hono, type Context } from 'hono';
import type { ServerDeps } from '../../deps';
import { clientAddress } from '../../client-address';
import { parseBody } from '../../validate-body';
import { unsupportedType } from '../../http/request-guards';
import { clearSessionCookies, fromOwnOrigin, guideGate, sessionCookie, sessionTokens, setSessionCookie } from '../../guide/gate';
import { codeRefusal, linkRefusal, type Refusal } from '../../guide/replies';
import type { LiveSession } from '../../guide/session';
import type { GuideLinkRequest, GuideSessionRequest, GuideUnlockRequest } from '../../../core/types/content.gen';
import unlockRequest from './unlock.schema.json' with { type: 'json' };
import linkRequest from './link.schema.json' with { type: 'json' };
import sessionRequest from './session.schema.json' with { type: 'json' };

/**
 * The digital guide:
 * - POST {passcode} returns `{ guide, session }` for a code that opens it now: a stay's own code
 *   (from the booking feed), or the shared passcode where one is set. Wrong codes are counted per
 *   client and across all clients (src/server/guide/gate.ts); the counts live in the database.
 * - POST /link {key} does the same for a stay's link, never counted as a guess: a link cannot be
 *   guessed. Like a right code, it gives one address at most 60 sessions per 15 minutes.
 * - POST /session {token?} returns the guide again for a live session: the token a page on another
 *   origin keeps, or this origin's HttpOnly cookie. Never counted: a session cannot be guessed.
 * - POST /lock {token?} ends the session in the store, wherever its token was copied.
 */
export function guideRoutes(deps: ServerDeps): Hono {
  const gate = guideGate(deps);
  const { sessions } = gate;
  const reply = (c: Context, session: { expiresAt: number; token?: string }) =>
    c.body(`{"guide":${gate.contentJson},"session":${JSON.stringify(session)}}`, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
  const refuse = (c: Context, r: Refusal, extra: Record<string, unknown> = {}) => {
    if (r.retryAfterSeconds) c.header('Retry-After', String(r.retryAfterSeconds));
    return c.json({ error: r.notice.title, message: r.notice.text, ...extra, ...(r.retryAfterSeconds ? { retryAfterSeconds: r.retryAfterSeconds } : {}) }, r.status);
  };
  const open = async (c: Context, live: LiveSession) => {
    const session = await sessions.issue(live.stay, live.expiresAt, deps.now());
    // The cookie is HttpOnly, out of reach of any script; only a page elsewhere must hold the token.
    if (!fromOwnOrigin(c, deps)) return reply(c, session);
    setSessionCookie(c, 'guide_session', session, deps.now());
    return reply(c, { expiresAt: session.expiresAt });
  };

  const app = new Hono();
  app.use('*', async (c, next) => {
    // Neither the guide nor a refusal may be kept by a shared cache.
    c.header('Cache-Control', 'no-store');
    // Only JSON: a form or text/plain post needs no CORS preflight, so any page could send one.
    // (Other methods go on to the functions' 405.)
    return (c.req.method === 'POST' && unsupportedType(c, ['application/json'])) || next();
  });

  app.post('/', async (c) => {
    const parsed = await parseBody<GuideUnlockRequest>(c, unlockRequest);
    if (!parsed.ok) return parsed.response;
    const verdict = await gate.check(clientAddress(c, deps.env), parsed.data.passcode);
    if (verdict.kind === 'open') return open(c, verdict.session);
    const refusal = codeRefusal(verdict, gate.settings.codeLength, deps.site.property.timeZone);
    // A code of no code's shape is the request's fault: named per field like any other 400.
    if (verdict.kind === 'shape') return refuse(c, refusal, { fields: { passcode: refusal.notice.text } });
    return refuse(c, refusal, verdict.kind === 'limited' ? { scope: verdict.scope } : {});
  });

  app.post('/link', async (c) => {
    const parsed = await parseBody<GuideLinkRequest>(c, linkRequest);
    if (!parsed.ok) return parsed.response;
    const verdict = await gate.follow(clientAddress(c, deps.env), parsed.data.key);
    if (verdict.kind === 'open') return open(c, verdict.session);
    return refuse(c, linkRefusal(verdict, deps.site.property.timeZone), verdict.kind === 'limited' ? { scope: verdict.scope } : { reason: verdict.kind });
  });

  app.post('/session', async (c) => {
    const parsed = await parseBody<GuideSessionRequest>(c, sessionRequest);
    if (!parsed.ok) return parsed.response;
    const live = await gate.live(parsed.data.token ?? sessionCookie(c, 'guide_session'));
    if (live) return reply(c, { expiresAt: live.expiresAt });
    clearSessionCookies(c);
    return c.json({ error: 'Session ended', message: 'Enter your code to open the guide again.' }, 401);
  });

  app.post('/lock', async (c) => {
    const parsed = await parseBody<GuideSessionRequest>(c, sessionRequest);
    if (!parsed.ok) return parsed.response;
    for (const token of sessionTokens(c, parsed.data.token)) await sessions.end(token);
    clearSessionCookies(c);
    return c.json({ ok: true });
  });
  return app;
}
