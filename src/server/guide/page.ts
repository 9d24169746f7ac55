import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ServerDeps } from '../deps';
import type { GuideContent, SiteConfig } from '../../core/types/content.gen';
import { clientAddress } from '../client-address';
import { mediaType } from '../http/request-guards';
import { gateNotices, type GateNotice } from '../../core/guide-gate';
import { holdsGate, withGuide, withNotice } from '../../blocks/guide-gate/server';
import { clearSessionCookies, guideGate, sessionCookie, sessionTokens, setSessionCookie } from './gate';
import { isOwnOrigin } from '../http/own-origin';
import { codeRefusal } from './replies';

/** A form with a code and a hidden field is far smaller. */
const MAX_FORM_BYTES = 2048;

type RenderGuide = (site: SiteConfig, content: GuideContent, notice?: GateNotice) => { html: string; css: string };

/** The prerendered pages that hold the guide's gate, by URL path ("/digital-guide"). */
function gatePages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!fs.existsSync(clientDir)) return pages;
  for (const rel of fs.readdirSync(clientDir, { recursive: true, encoding: 'utf8' })) {
    if (!rel.endsWith('index.html')) continue;
    const html = fs.readFileSync(path.join(clientDir, rel), 'utf8');
    if (holdsGate(html)) pages.set(`/${path.dirname(rel).split(path.sep).join('/')}`.replace(/^\/\.$/, '/'), html);
  }
  return pages;
}

/**
 * The page's own origin only: a cross-site form post needs no preflight, so without this any
 * site could spend its visitors' browsers on guesses and lock the real guest out.
 */
function samePagePost(c: Context, deps: ServerDeps): boolean {
  const fetchSite = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  return (fetchSite === undefined || fetchSite === 'same-origin') && (origin === undefined || isOwnOrigin(origin, deps));
}

/**
 * The digital guide without JavaScript, on the embedded server: the gate's form posts its code
 * to the gate's own page, which answers with the guide rendered here (every section shown, a
 * form to lock it), or with the gate and the reason in its message line. Counted like any
 * other try, same origin only, never cached, never written to a built file. The session is a
 * cookie of its own, so a later visit without script opens the guide at once. A static host
 * cannot answer a post: there the gate's button waits for the script (see guide-gate.tsx).
 */
export function guidePages(deps: ServerDeps): { post: MiddlewareHandler; get: MiddlewareHandler } | undefined {
  const pages = gatePages(path.join(deps.distDir, 'client'));
  if (!pages.size) return undefined;
  const gate = guideGate(deps);
  let renderer: Promise<RenderGuide> | undefined;
  const rendered = async (page: string, notice?: GateNotice) => {
    renderer ??= import(pathToFileURL(path.join(deps.distDir, 'server', 'entry-server.js')).href).then((m: { renderGuide: RenderGuide }) => m.renderGuide);
    return withGuide(page, (await renderer)(deps.site, gate.content, notice));
  };
  const pageOf = (c: Context) => pages.get(c.req.path.replace(/(.)\/+$/, '$1'));

  const get: MiddlewareHandler = async (c, next) => {
    const page = pageOf(c);
    const token = page && sessionCookie(c, 'guide_page_session');
    if (!page || !token || !(await gate.live(token))) return next();
    c.header('Cache-Control', 'no-store');
    return c.html(await rendered(page));
  };

  // Chunked bodies too: the limit counts what is read, not what is declared.
  const limit = bodyLimit({ maxSize: MAX_FORM_BYTES, onError: (c) => c.text('Too large for a passcode form.\n', 413) });

  const answer = async (c: Context, page: string) => {
    if (!samePagePost(c, deps)) return c.text('Refused: the guide opens only from its own page on this site.\n', 403);
    if (mediaType(c) !== 'application/x-www-form-urlencoded') return c.text("Unsupported form: post the guide's own form.\n", 415);
    const form = new URLSearchParams(await c.req.text());
    if (form.get('action') === 'lock') {
      for (const token of sessionTokens(c)) await gate.sessions.end(token);
      clearSessionCookies(c);
      return c.html(withNotice(page, gateNotices.locked, false));
    }
    // A code of no code's shape is not counted, as with the function.
    const verdict = await gate.check(clientAddress(c, deps.env), (form.get('passcode') ?? '').slice(0, 40));
    if (verdict.kind !== 'open') {
      const refusal = codeRefusal(verdict, gate.settings.codeLength, deps.site.property.timeZone);
      if (refusal.retryAfterSeconds) c.header('Retry-After', String(refusal.retryAfterSeconds));
      return c.html(withNotice(page, refusal.notice, true), refusal.status);
    }
    const now = deps.now();
    setSessionCookie(c, 'guide_page_session', await gate.sessions.issue(verdict.session.stay, verdict.session.expiresAt, now), now);
    return c.html(await rendered(page, gateNotices.granted));
  };

  const post: MiddlewareHandler = async (c, next) => {
    const page = pageOf(c);
    if (!page) return next();
    c.header('Cache-Control', 'no-store');
    // Over the limit, bodyLimit answers with its own response (and leaves c.res alone).
    const refused = await limit(c, async () => {
      c.res = await answer(c, page);
    });
    return refused ?? c.res;
  };
  return { get, post };
}
