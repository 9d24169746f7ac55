import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { storeOf, type ServerDeps } from '../deps';
import type { GuideContent } from '../../core/types/content.gen';
import { CODE_ALPHABET, guideAccessSettings, isPasscode, isStayCode, normalizeCode, type GuideAccessSettings } from '../../core/guide-code';
import { guideFile, loadGuide } from './content';
import { guidePasscode, PASSCODE_WEAKNESS } from './passcode';
import { guideSecret } from './secret';
import { guideSessions, PASSCODE_STAY, type LiveSession, type Sessions } from './session';
import { guideStays } from './stays';
import { isOwnOrigin } from '../http/own-origin';

const WINDOW_MS = 15 * 60 * 1000;
const WINDOWS_A_DAY = 96;
/**
 * The shared passcode (the weak option): five wrong codes per client and six from all clients
 * together per 15 minutes, so its 10,000 values take 8.7 days on average to find, and anyone
 * can keep the code shut by spending the six. docs/security.md says why it is the weak option.
 */
const PASSCODE_FAILURES = { bucket: 'guide-fail', max: 5, maxAll: 6, windowMs: WINDOW_MS };
/**
 * A guest fumbling a long code at night gets ten wrong tries per 15 minutes from one address. A
 * right code clears none of them: otherwise one address holding a valid code could test the
 * whole budget by mixing it in, and keep every guest's typed code waiting.
 */
const CODE_FAILURES_PER_CLIENT = 10;
/**
 * Sessions given to one address per 15 minutes, by code, link or passcode: far more than a
 * family's devices (or a guesthouse's Wi-Fi full of guests) need, while each is a write to the
 * store (src/server/guide/session.ts bounds the rows per stay). No budget across clients: nobody
 * can keep others' links from opening.
 */
export const OPENINGS = { bucket: 'guide-open', max: 60, windowMs: WINDOW_MS };
/**
 * Wrong stay codes tested per 15 minutes from all clients together, at most: 1,000 a minute, far
 * above a flood of 10 a second (600 a minute), so a flood never stops a typed code from being
 * tested; it bounds the rows a flood writes.
 */
export const CODE_BUDGET_CAP = 15_000;
/** The chance a day of guessing may have of finding any open code. */
const DAILY_CHANCE = 1 / 10_000;
/**
 * A stay's code typed before its guide opens is told when it will, up to this long before: a
 * guest a few days early. Such a code found by guessing would open the guide later, so these
 * stays count with the open ones in the budget; earlier ones are answered as wrong codes, which
 * keeps that count to the stays of a month, not of the year a feed lists.
 */
export const EARLY_TOLD_MS = 30 * 86_400_000;

/**
 * Wrong codes all clients together may have tested per 15 minutes, so that the 96 windows of a
 * day, every guess spent, find one of the `open` codes with a chance of at most 1 in 10,000:
 * 96 × budget × open / 31^length ≤ 1/10,000 (the arithmetic: docs/security.md).
 */
export function codeBudget(codeLength: number, open: number): number {
  const codes = CODE_ALPHABET.length ** codeLength;
  return Math.max(1, Math.min(CODE_BUDGET_CAP, Math.floor((codes * DAILY_CHANCE) / (WINDOWS_A_DAY * Math.max(1, open)))));
}

export type Verdict =
  | { kind: 'open'; session: LiveSession }
  | { kind: 'wrong' }
  /** A stay's own code, typed before its window opens or after it closed: told when it works. */
  | { kind: 'early'; opensAt: number }
  | { kind: 'ended'; closesAt: number }
  /** Not the shape of any code: never counted. */
  | { kind: 'shape' }
  /** `client`: this address's own tries; `all`: everyone's, so the guest is told it is not them; `opened`: this address's sessions. */
  | { kind: 'limited'; scope: 'client' | 'all' | 'opened'; retryAfterSeconds: number }
  /** No copy of the booking feed yet: no stay's code can be checked. */
  | { kind: 'unchecked' };

export type LinkVerdict =
  | { kind: 'open'; session: LiveSession }
  | { kind: 'early'; opensAt: number }
  | { kind: 'ended'; closesAt: number }
  | { kind: 'limited'; scope: 'opened'; retryAfterSeconds: number }
  | { kind: 'unknown' }
  | { kind: 'unchecked' };

export interface GuideGate {
  content: GuideContent;
  /** The content as JSON, serialised once. */
  contentJson: string;
  sessions: Sessions;
  settings: GuideAccessSettings;
  /** Checks a typed code, counting it like every try: the JSON function and the plain form post alike. */
  check(client: string, typed: string): Promise<Verdict>;
  /** A link's key: never counted as a guess (it cannot be guessed), so it opens the guide whatever others send. */
  follow(client: string, linkKey: string): Promise<LinkVerdict>;
  /** The session a token names, while its stay still opens the guide (cancelled or moved, it ends). */
  live(token: string | undefined): Promise<LiveSession | undefined>;
}

const gates = new WeakMap<ServerDeps, GuideGate>();
// Once per log: the gate is made once per server, and tests make many servers on one log.
const warned = new WeakSet<object>();

/**
 * The guide's gate, made once per server: the function and the page's plain form post share one
 * count, one index of stays and one warning for the host.
 */
export function guideGate(deps: ServerDeps): GuideGate {
  const known = gates.get(deps);
  if (known) return known;
  const content = loadGuide(guideFile(deps.rootDir), deps.rootDir, deps.site);
  const passcode = guidePasscode(deps.env);
  const store = storeOf(deps);
  const secret = guideSecret(deps.env, store);
  const settings = guideAccessSettings(deps.site);
  const stays = guideStays(deps, secret);
  const sessions = guideSessions(deps.env, passcode, store, secret);
  if (passcode && !warned.has(deps.log)) {
    warned.add(deps.log);
    deps.log.warn(`GUIDE_PASSCODE is set: the guide also opens with it, the weak option (${PASSCODE_WEAKNESS}). Each stay's own code and link need no setting: \`npm run guide-links\` prints them; unset GUIDE_PASSCODE once your guests get those.`);
  }
  const warnedUntil = { passcode: 0, code: 0 };
  const warnHost = (kind: 'passcode' | 'code', retryAfterMs: number, budget: number) => {
    const now = deps.now();
    if (now < warnedUntil[kind]) return;
    // For the host, at most once per window however long it goes on: a guest cannot cause this alone.
    warnedUntil[kind] = now + WINDOW_MS;
    const minutes = Math.ceil(retryAfterMs / 60_000);
    deps.log.warn(
      kind === 'passcode'
        ? `Digital guide: ${budget} wrong passcodes within 15 minutes from several addresses; the shared passcode waits ${minutes} min for everyone. If your guests are not the cause, someone is guessing: change GUIDE_PASSCODE, or better, unset it and send each stay its own code and link.`
        : `Digital guide: ${budget.toLocaleString('en')} wrong codes within 15 minutes from many addresses: someone is guessing. Typed codes wait up to ${minutes} min; every stay's link still opens the guide at once. Nothing needs changing: the codes stay out of reach (docs/security.md).`,
    );
  };
  const limited = <S extends 'client' | 'all' | 'opened'>(scope: S, retryAfterMs: number) => ({ kind: 'limited' as const, scope, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
  /** A session for `live`, unless this address was given too many lately. */
  const opening = async (client: string, live: LiveSession, now: number) => {
    const limit = await store.attempt(OPENINGS, client, now);
    return limit.limited ? limited('opened', limit.retryAfterMs) : { kind: 'open' as const, session: live };
  };

  const gate: GuideGate = {
    content,
    contentJson: JSON.stringify(content),
    sessions,
    settings,
    async check(client, typed) {
      const code = normalizeCode(typed);
      const now = deps.now();
      if (passcode && isPasscode(code)) {
        // Each try counts as a failure first, in one atomic step with the check, so parallel
        // guesses cannot all slip past it; the right code then clears the count.
        const limit = await store.attempt(PASSCODE_FAILURES, client, now);
        if (limit.limited) {
          if (limit.all) warnHost('passcode', limit.retryAfterMs, PASSCODE_FAILURES.maxAll);
          return limited(limit.all ? 'all' : 'client', limit.retryAfterMs);
        }
        if (!passcode.matches(code)) return { kind: 'wrong' };
        await store.forgive(PASSCODE_FAILURES.bucket, client, now);
        return opening(client, { stay: PASSCODE_STAY, expiresAt: now + sessions.lengthMs }, now);
      }
      if (!isStayCode(code, settings.codeLength)) return { kind: 'shape' };
      const index = await stays.read();
      if (!index) return { kind: 'unchecked' };
      const budget = codeBudget(settings.codeLength, index.liveCount(now, EARLY_TOLD_MS));
      const limit = await store.attempt({ bucket: 'guide-code', max: CODE_FAILURES_PER_CLIENT, maxAll: budget, windowMs: WINDOW_MS }, client, now);
      if (limit.limited) {
        if (limit.all) warnHost('code', limit.retryAfterMs, budget);
        return limited(limit.all ? 'all' : 'client', limit.retryAfterMs);
      }
      const hit = index.byCode(code, now);
      // A feed that failed too long may hold this stay: the code cannot be checked, not wrong.
      if (!hit) return index.closed.length ? { kind: 'unchecked' } : { kind: 'wrong' };
      if (hit.opensAt - now > EARLY_TOLD_MS) return { kind: 'wrong' };
      // A stay's own code is no wrong guess, whenever it is typed; the wrong ones before it stay counted.
      await store.forgive('guide-code', client, now);
      if (now < hit.opensAt) return { kind: 'early', opensAt: hit.opensAt };
      if (now >= hit.closesAt) return { kind: 'ended', closesAt: hit.closesAt };
      return opening(client, { stay: hit.key, expiresAt: hit.closesAt }, now);
    },
    async follow(client, linkKey) {
      const index = await stays.read();
      if (!index) return { kind: 'unchecked' };
      const hit = index.byLink(linkKey);
      const now = deps.now();
      if (!hit) return index.closed.length ? { kind: 'unchecked' } : { kind: 'unknown' };
      if (now < hit.opensAt) return { kind: 'early', opensAt: hit.opensAt };
      if (now >= hit.closesAt) return { kind: 'ended', closesAt: hit.closesAt };
      return opening(client, { stay: hit.key, expiresAt: hit.closesAt }, now);
    },
    async live(token) {
      const session = await sessions.verify(token, deps.now());
      if (!session || session.stay === PASSCODE_STAY) return session;
      // While no copy of the feed can be read, the session's own end stands.
      const index = await stays.read();
      return !index || index.keeps(session.stay) ? session : undefined;
    },
  };
  gates.set(deps, gate);
  return gate;
}

/**
 * Whether the request comes from a page of this server's own origin, which then keeps the
 * session in an HttpOnly cookie; any other caller (the static site calling Supabase) gets the
 * token itself. Browsers send an Origin with every POST.
 */
export function fromOwnOrigin(c: Context, deps: ServerDeps): boolean {
  const origin = c.req.header('origin');
  return !!origin && isOwnOrigin(origin, deps);
}

/**
 * The session cookies: one for the guide the page's script opens, one for the guide the server
 * renders for a browser without script (src/server/guide/page.ts), so that a page with script
 * never gets the plain one.
 */
type SessionCookie = 'guide_session' | 'guide_page_session';
const cookies: SessionCookie[] = ['guide_session', 'guide_page_session'];

/** Sets a session cookie until the session ends: HttpOnly, SameSite=Strict, Secure whenever the page was https (its Origin says so). */
export function setSessionCookie(c: Context, name: SessionCookie, session: { token: string; expiresAt: number }, now: number) {
  const https = (c.req.header('origin') ?? c.req.url).startsWith('https:');
  setCookie(c, name, session.token, { httpOnly: true, secure: https, sameSite: 'Strict', path: '/', maxAge: Math.max(1, Math.floor((session.expiresAt - now) / 1000)) });
}

export function sessionCookie(c: Context, name: SessionCookie): string | undefined {
  return getCookie(c, name);
}

/** "Lock the guide": forgets the session on this device, with or without script (the caller ends it in the store). */
export function clearSessionCookies(c: Context) {
  for (const name of cookies) if (getCookie(c, name) !== undefined) deleteCookie(c, name, { path: '/' });
}

/** Every session token the request carries: the body's (a page elsewhere) and the cookies. */
export function sessionTokens(c: Context, bodyToken?: string): string[] {
  return [bodyToken, ...cookies.map((name) => getCookie(c, name))].filter((t): t is string => !!t);
}
