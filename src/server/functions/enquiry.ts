import { Hono, type Context } from 'hono';
import { storeOf, type ServerDeps } from '../deps';
import type { EnquiryRequest } from '../../types/content.gen';
import { clientAddress } from '../client-address';
import { apiValidator, fieldErrors } from '../validate-body';
import { newRef } from '../enquiries/store';
import { dropUnfitLanding } from '../enquiries/landing';
import { wakeOutbox } from '../enquiries/outbox';
import { mailFailing } from '../enquiries/mail-health';
import { isLocalPath } from '../http/local-path';
import { controlCharacterErrors } from '../http/control-characters';
import { declaredCharset, mediaType, unsupportedType } from '../http/request-guards';
import { decodeForm, FormCharsetError } from '../http/form-body';
import { isClientAbort, quietAbort } from '../http/client-abort';
import { deliveryFor, enquiryNotice, floodNotice, readCommand } from '../enquiries/host-notice';
import { SettingsError } from '../guide/passcode';
import { sentQuery, type Delivery } from '../../lib/enquiry-sent';
import type { Notice } from '../store/types';

const MAX_PER_HOUR = 5;
const HOUR = 3_600_000;
const LIMIT = { bucket: 'enquiry', max: MAX_PER_HOUR, windowMs: HOUR };
/** Enquiries e-mailed per hour across all clients unless ENQUIRY_EMAILS_PER_HOUR says otherwise. */
const DEFAULT_EMAILS_PER_HOUR = 20;
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
/** What a client may use as an Idempotency-Key: a UUID, or any short token of visible ASCII. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;

type Outcome =
  | { kind: 'stored'; ref: string; createdAtMs: number; notice: Notice; repeated?: true; ignored?: Record<string, string> }
  | { kind: 'invalid'; fields: Record<string, string>; error: string }
  | { kind: 'limited'; retryAfterSeconds: number };

export function isFormPost(c: Context): boolean {
  return FORM_TYPES.includes(mediaType(c));
}

/** ENQUIRY_EMAILS_PER_HOUR, checked at start: a wrong value stops the server with one line. */
export function emailsPerHour(env: Record<string, string | undefined>): number {
  const raw = env.ENQUIRY_EMAILS_PER_HOUR?.trim();
  if (!raw) return DEFAULT_EMAILS_PER_HOUR;
  if (!/^[1-9][0-9]{0,5}$/.test(raw)) throw new SettingsError(`ENQUIRY_EMAILS_PER_HOUR must be a whole number from 1 to 999999, not ${JSON.stringify(raw.slice(0, 20))}.`);
  return Number(raw);
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
  const mailer = deliveryFor(deps.env, deps.site);
  const mailCap = { max: emailsPerHour(deps.env), windowMs: HOUR };
  const command = readCommand(deps.env);
  // A held enquiry is saved for the host to read, not e-mailed, and so is every enquiry while the
  // mail server is failing (the start-up check or the last notice failed): the guest is told so.
  const delivery = (notice: Notice): Delivery => (notice === 'held' || mailFailing(store) ? 'stored' : mailer);

  // Check, record and store in one write transaction: several server processes may share
  // the database, and none of them may let a sixth enquiry through. Each is answered only
  // once its commit is durable (SQLite shares one commit among concurrent enquiries).
  async function accept(client: string, e: EnquiryRequest, now: number, key: string | undefined): Promise<Outcome> {
    const r = await store.acceptEnquiry(LIMIT, client, e, now, { key, mailCap });
    if (r.kind === 'limited') return { kind: 'limited', retryAfterSeconds: Math.max(1, Math.ceil(r.retryAfterMs / 1000)) };
    return { kind: 'stored', ref: r.enquiry.ref, createdAtMs: r.enquiry.createdAtMs, notice: r.notice, repeated: r.repeated };
  }

  async function handle(c: Context, body: unknown, key?: string): Promise<Outcome> {
    // Robots fill every field, the hidden one too: answer as if stored, keep nothing.
    const honeypot = (body as { website?: unknown } | null)?.website;
    if (typeof honeypot === 'string' && honeypot.trim() !== '') {
      deps.log.info('Enquiry discarded: the honeypot field was filled in.');
      return { kind: 'stored', ref: newRef(), createdAtMs: deps.now(), notice: 'enquiry' };
    }
    const ignored = dropUnfitLanding(body, validate);
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
    const outcome = await accept(clientAddress(c, deps.env), body, deps.now(), key);
    if (outcome.kind === 'stored' && Object.keys(ignored).length) outcome.ignored = ignored;
    if (outcome.kind === 'stored' && !outcome.repeated) {
      if (outcome.notice !== 'held') wakeOutbox(store);
      // Nobody else hears of it: the host's terminal must (once for a flood, not once per enquiry).
      const why = mailer === 'stored' ? 'SMTP is not set up' : mailFailing(store) ? 'the mail server is failing; the e-mail is retried' : undefined;
      if (why && outcome.notice === 'enquiry') deps.log.info(enquiryNotice(outcome.ref, outcome.createdAtMs, deps.site, command, why));
      if (why && outcome.notice === 'summary') deps.log.info(floodNotice(outcome.ref, mailCap.max, command));
    }
    return outcome;
  }

  /** The plain form's fields: urlencoded in its declared charset, or multipart (UTF-8). */
  async function formFields(c: Context): Promise<Record<string, unknown>> {
    if (mediaType(c) === 'application/x-www-form-urlencoded') return decodeForm(new Uint8Array(await c.req.arrayBuffer()), declaredCharset(c));
    const raw = await c.req.parseBody();
    // No prototype: a field named "constructor" or "__proto__" is just an unknown field.
    const body: Record<string, unknown> = Object.create(null);
    for (const [k, v] of Object.entries(raw)) body[k] = typeof v === 'string' ? v : null;
    return body;
  }

  const app = new Hono();
  app.post('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const refused = unsupportedType(c, ['application/json', ...FORM_TYPES]);
    if (refused) return refused;

    if (isFormPost(c)) {
      const back = returnPath(c);
      let outcome: Outcome;
      try {
        // Empty optional inputs arrive as "": the schema allows that for them.
        outcome = await handle(c, await formFields(c));
      } catch (err) {
        if (err instanceof FormCharsetError) return c.json({ error: 'Unsupported charset', fields: { 'Content-Type': err.message } }, 415);
        if (isClientAbort(err, c)) return quietAbort(c, deps.log);
        deps.log.error('Enquiry form post failed', err);
        return c.redirect(`${back}?error=server#enquiry-error`, 303);
      }
      if (outcome.kind === 'stored') return c.redirect(`${back}?${sentQuery(outcome.ref, delivery(outcome.notice))}#enquiry-sent`, 303);
      if (outcome.kind === 'limited') return c.redirect(`${back}?error=too-many#enquiry-error`, 303);
      return c.redirect(`${back}?error=${Object.keys(outcome.fields).map(encodeURIComponent).join(',')}#enquiry-error`, 303);
    }

    const key = c.req.header('idempotency-key');
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
      return c.json({ error: 'Invalid request', fields: { 'Idempotency-Key': 'must be 1 to 128 visible ASCII characters, like a UUID' } }, 400);
    }
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: 'Body must be JSON', fields: { '(body)': 'is not valid JSON' } }, 400);
    }
    const outcome = await handle(c, body, key);
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
    // A retry with the same Idempotency-Key gets the first answer again, marked as a replay.
    if (outcome.repeated) c.header('Idempotent-Replayed', 'true');
    return c.json({ ok: true, ref: outcome.ref, delivery: delivery(outcome.notice), ...(outcome.ignored && { ignored: outcome.ignored }) }, 201);
  });
  return app;
}
