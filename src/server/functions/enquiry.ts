import { Hono, type Context } from 'hono';
import { storeOf, type ServerDeps } from '../deps';
import type { EnquiryRequest } from '../../types/content.gen';
import { clientAddress } from '../client-address';
import { apiValidator, fieldErrors } from '../validate-body';
import { newRef } from '../enquiries/store';
import { wakeOutbox } from '../enquiries/outbox';
import { isLocalPath } from '../http/local-path';
import { controlCharacterErrors } from '../http/control-characters';
import { deliveryFor, enquiryNotice, readCommand } from '../enquiries/host-notice';
import { sentQuery } from '../../lib/enquiry-sent';

const MAX_PER_HOUR = 5;
const LIMIT = { bucket: 'enquiry', max: MAX_PER_HOUR, windowMs: 3_600_000 };

type Outcome =
  | { kind: 'stored'; ref: string; createdAtMs: number }
  | { kind: 'invalid'; fields: Record<string, string>; error: string }
  | { kind: 'limited'; retryAfterSeconds: number };

export function isFormPost(c: Context): boolean {
  const type = c.req.header('content-type') ?? '';
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
}

/** The page the plain form was posted from (same site only), so the redirect returns there. */
export function returnPath(c: Context): string {
  try {
    const from = new URL(c.req.header('referer') ?? '');
    if (from.host === c.req.header('host') && /^\/[a-z0-9/-]*$/.test(from.pathname) && isLocalPath(from.pathname)) return from.pathname;
  } catch {
    // no or unparsable Referer
  }
  return '/contact';
}

/**
 * Contact enquiries: POST the contact form as JSON (functions client) or as a plain form post
 * (no JavaScript). A valid enquiry is committed to the database, with its e-mail notice
 * queued in the outbox, before the 201; the outbox worker (src/server/background.ts) sends it.
 * The reply says how the host learns of it (`delivery`: e-mailed, or only stored), so the
 * guest is told the truth; when it is only stored, the server's log names each one.
 */
export function enquiryRoutes(deps: ServerDeps): Hono {
  const store = storeOf(deps);
  const validate = apiValidator<EnquiryRequest>('enquiry');
  const properties = (validate.schema as { properties: Record<string, { errorMessage?: string }> }).properties;
  const delivery = deliveryFor(deps.env, deps.site);
  const command = readCommand(deps.env);

  // Check, record and store in one write transaction: several server processes may share
  // the database, and none of them may let a sixth enquiry through. Each is answered only
  // once its commit is durable (SQLite shares one commit among concurrent enquiries).
  async function accept(client: string, e: EnquiryRequest, now: number): Promise<Outcome> {
    const r = await store.acceptEnquiry(LIMIT, client, e, now);
    if (r.kind === 'limited') return { kind: 'limited', retryAfterSeconds: Math.max(1, Math.ceil(r.retryAfterMs / 1000)) };
    return { kind: 'stored', ref: r.enquiry.ref, createdAtMs: r.enquiry.createdAtMs };
  }

  async function handle(c: Context, body: unknown): Promise<Outcome> {
    // Robots fill every field, the hidden one too: answer as if stored, keep nothing.
    const honeypot = (body as { website?: unknown } | null)?.website;
    if (typeof honeypot === 'string' && honeypot.trim() !== '') {
      deps.log.info('Enquiry discarded: the honeypot field was filled in.');
      return { kind: 'stored', ref: newRef(), createdAtMs: deps.now() };
    }
    const unsafe = controlCharacterErrors(body, ['message']);
    if (Object.keys(unsafe).length) return { kind: 'invalid', error: 'Invalid request', fields: unsafe };
    if (!validate(body)) {
      const fields = fieldErrors(validate.errors);
      // A missing field gets the same guest-facing reason as a badly filled one.
      for (const [name, reason] of Object.entries(fields)) {
        if (reason === 'is required' && properties[name]?.errorMessage) fields[name] = properties[name].errorMessage!;
      }
      return { kind: 'invalid', error: 'Invalid request', fields };
    }
    const outcome = await accept(clientAddress(c, deps.env), body, deps.now());
    if (outcome.kind === 'stored') {
      wakeOutbox(store);
      // Nobody else hears of it: the host's terminal must.
      if (delivery === 'stored') deps.log.info(enquiryNotice(outcome.ref, outcome.createdAtMs, deps.site, command));
    }
    return outcome;
  }

  const app = new Hono();
  app.post('/', async (c) => {
    c.header('Cache-Control', 'no-store');

    if (isFormPost(c)) {
      const back = returnPath(c);
      let outcome: Outcome;
      try {
        const raw = await c.req.parseBody();
        // No prototype: a field named "constructor" or "__proto__" is just an unknown field.
        const body: Record<string, unknown> = Object.create(null);
        for (const [k, v] of Object.entries(raw)) body[k] = typeof v === 'string' ? v : null;
        // Empty optional inputs arrive as "": the schema allows that for them.
        outcome = await handle(c, body);
      } catch (err) {
        deps.log.error('Enquiry form post failed', err);
        return c.redirect(`${back}?error=server#enquiry-error`, 303);
      }
      if (outcome.kind === 'stored') return c.redirect(`${back}?${sentQuery(outcome.ref, delivery)}#enquiry-sent`, 303);
      if (outcome.kind === 'limited') return c.redirect(`${back}?error=too-many#enquiry-error`, 303);
      return c.redirect(`${back}?error=${Object.keys(outcome.fields).map(encodeURIComponent).join(',')}#enquiry-error`, 303);
    }

    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: 'Body must be JSON', fields: { '(body)': 'is not valid JSON' } }, 400);
    }
    const outcome = await handle(c, body);
    if (outcome.kind === 'invalid') return c.json({ error: outcome.error, fields: outcome.fields }, 400);
    if (outcome.kind === 'limited') {
      const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
      c.header('Retry-After', String(outcome.retryAfterSeconds));
      return c.json(
        {
          error: 'Too many enquiries',
          message: `You have sent ${MAX_PER_HOUR} messages in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or e-mail or call us.`,
          retryAfterSeconds: outcome.retryAfterSeconds,
        },
        429,
      );
    }
    return c.json({ ok: true, ref: outcome.ref, delivery }, 201);
  });
  return app;
}
