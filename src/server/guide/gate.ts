import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { storeOf, type ServerDeps } from '../deps';
import type { GuideContent } from '../../types/content.gen';
import { guideFile, loadGuide } from './content';
import { guidePasscode } from './passcode';
import { guideSessions, type Session, type Sessions } from './session';

/**
 * Five wrong codes per client and, whatever the number of client addresses, six per 15 minutes
 * in all (one more than a single fumbling guest can make): at most 6 × 96 = 576 guesses a day,
 * 5.8% of the 10,000 codes, so an attacker with unlimited addresses needs 8.7 days on average.
 */
const FAILURES = { bucket: 'guide-fail', max: 5, maxAll: 6, windowMs: 15 * 60 * 1000 };

export type Verdict = { kind: 'open' } | { kind: 'wrong' } | { kind: 'limited'; retryAfterSeconds: number };

export interface GuideGate {
  content: GuideContent;
  /** The content as JSON, serialised once. */
  contentJson: string;
  sessions: Sessions;
  /** Checks a code, counting it like every try: the JSON function and the plain form post alike. */
  check(client: string, code: string): Promise<Verdict>;
}

const gates = new WeakMap<ServerDeps, GuideGate>();

/**
 * The guide's passcode check, lock-out and sessions, made once per server: the function and the
 * page's plain form post share one count and one warning for the host.
 */
export function guideGate(deps: ServerDeps): GuideGate {
  const known = gates.get(deps);
  if (known) return known;
  const content = loadGuide(guideFile(deps.rootDir), deps.rootDir, deps.site);
  const passcode = guidePasscode(deps.env, deps.log);
  const store = storeOf(deps);
  let warnedUntil = 0;

  const gate: GuideGate = {
    content,
    contentJson: JSON.stringify(content),
    sessions: guideSessions(deps.env, passcode, store),
    async check(client, code) {
      // Each try counts as a failure first, in one atomic step with the check, so parallel
      // guesses cannot all slip past it; the right code then clears the count.
      const limit = await store.attempt(FAILURES, client, deps.now());
      if (limit.limited) {
        const now = deps.now();
        if (limit.all && now >= warnedUntil) {
          // For the host, at most once per window however long it goes on: a guest cannot cause this alone.
          warnedUntil = now + FAILURES.windowMs;
          deps.log.warn(
            `Digital guide: ${FAILURES.maxAll} wrong passcodes within 15 minutes from several addresses; every unlock waits ${Math.ceil(limit.retryAfterMs / 60_000)} min. ` +
              'If your guests are not the cause, someone is guessing: change GUIDE_PASSCODE.',
          );
        }
        return { kind: 'limited', retryAfterSeconds: Math.max(1, Math.ceil(limit.retryAfterMs / 1000)) };
      }
      if (!passcode.matches(code)) return { kind: 'wrong' };
      // A guest who fumbled the code and then got it right starts afresh.
      await store.reset(FAILURES.bucket, client);
      return { kind: 'open' };
    },
  };
  gates.set(deps, gate);
  return gate;
}

/** Whether `origin` is this server's own: its Host, or with no backend URL the site's public address. */
export function isOwnOrigin(origin: string, c: Context, site: ServerDeps['site']): boolean {
  try {
    if (new URL(origin).host === c.req.header('host')) return true;
  } catch {
    return false; // "null" (a sandboxed frame, a file) or garbage
  }
  // With no backend URL the functions are the site's own: its public address is this origin.
  return !site.backend.url && origin === new URL(site.baseUrl).origin;
}

/**
 * Whether the request comes from a page of this origin, which then keeps the session in an
 * HttpOnly cookie; any other caller (the static site calling Supabase) gets the token itself.
 */
export function fromOwnOrigin(c: Context, site: ServerDeps['site']): boolean {
  if (c.req.header('sec-fetch-site') === 'same-origin') return true;
  const origin = c.req.header('origin');
  return !!origin && isOwnOrigin(origin, c, site);
}

/**
 * The session cookies: one for the guide the page's script opens, one for the guide the server
 * renders for a browser without script (src/server/guide/page.ts), so that a page with script
 * never gets the plain one.
 */
export type SessionCookie = 'guide_session' | 'guide_page_session';
const cookies: SessionCookie[] = ['guide_session', 'guide_page_session'];

/** Sets a session cookie: HttpOnly, SameSite=Strict, Secure whenever the page was https (its Origin says so). */
export function setSessionCookie(c: Context, name: SessionCookie, session: Session, lengthMs: number) {
  const https = (c.req.header('origin') ?? c.req.url).startsWith('https:');
  setCookie(c, name, session.token, { httpOnly: true, secure: https, sameSite: 'Strict', path: '/', maxAge: Math.floor(lengthMs / 1000) });
}

export function sessionCookie(c: Context, name: SessionCookie): string | undefined {
  return getCookie(c, name);
}

/** "Lock the guide": ends the session on this device, with or without script. */
export function clearSessionCookies(c: Context) {
  for (const name of cookies) if (getCookie(c, name) !== undefined) deleteCookie(c, name, { path: '/' });
}
