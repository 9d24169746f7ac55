import { Hono, type Context } from 'hono';
import { storeOf, type ServerDeps } from '../../deps';
import type { EnquiryRequest } from '../../../core/types/content.gen';
import { clientAddress } from '../../client-address';
import { apiValidator, fieldErrors } from '../../validate-body';
import { newRef } from '../../enquiries/store';
import { dropUnfitLanding } from '../../enquiries/landing';
import { firstAttempt, type Attempted } from '../../enquiries/outbox';
import { isLocalPath } from '../../http/local-path';
import { isOwnOrigin } from '../../http/own-origin';
import { controlCharacterErrors } from '../../http/control-characters';
import { declaredCharset, mediaType, unsupportedType } from '../../http/request-guards';
import { decodeForm, FormCharsetError } from '../../http/form-body';
import { isClientAbort, quietAbort } from '../../http/client-abort';
import { deliveryFor, enquiryNotice, floodNotice, readCommand, storeFullNotice } from '../../enquiries/host-notice';
import { SettingsError } from '../../guide/passcode';
import { busyMessage, sentQuery, type Delivery } from '../../../core/enquiry-sent';
import request from '../../../../schemas/api/enquiry.schema.json' with { type: 'json' };

const MAX_PER_HOUR = 5;
const HOUR = 3_600_000;
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
/** How much of a plain form post over the size limit is read (and thrown away) before going back to its page. */
const MAX_FORM_DRAIN = 1024 * 1024;
/** What a client may use as an Idempotency-Key: a UUID, or any short token of visible ASCII. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;

/** A multipart body that does not parse (no part its boundary splits). */
class MalformedForm extends Error {}

type Outcome =
  | { kind: 'stored'; ref: string; delivery: Delivery; repeated?: true; ignored?: Record<string, string> }
  | { kind: 'invalid'; fields: Record<string, string>; error: string }
  | { kind: 'limited'; retryAfterSeconds: number; all?: true }
  | { kind: 'conflict' };

function isFormPost(c: Context): boolean {
  return FORM_TYPES.includes(mediaType(c));
}

/** A whole-number setting, checked at start: a wrong value stops the server with one line. */
function wholeNumber(env: Record<string, string | undefined>, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = /^[0-9]{1,7}$/.test(raw) ? Number(raw) : NaN;
  if (!(n >= min && n <= max)) throw new SettingsError(`${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(raw.slice(0, 20))}.`);
  return n;
}

/** Enquiries e-mailed per hour across all clients (ENQUIRY_EMAILS_PER_HOUR); past it they are held for one digest. */
const emailsPerHour = (env: Record<string, string | undefined>) => wholeNumber(env, 'ENQUIRY_EMAILS_PER_HOUR', 20, 1, 999_999);
/** Enquiries stored per hour across all clients (ENQUIRIES_PER_HOUR); past it they are refused, so no flood fills the disk. */
const enquiriesPerHour = (env: Record<string, string | undefined>) => wholeNumber(env, 'ENQUIRIES_PER_HOUR', 100, 1, 999_999);
/** How long a guest's reply waits for the mail server to take the host's notice (ENQUIRY_SEND_WAIT_MS). */
const sendWaitMs = (env: Record<string, string | undefined>) => wholeNumber(env, 'ENQUIRY_SEND_WAIT_MS', 8_000, 0, 60_000);

/** Why the host was not e-mailed of an enquiry, for the log's notice. */
function notEmailedBecause(attempt: Attempted | undefined): string {
  if (!attempt || attempt.sent) return 'the mail server has not taken the e-mail yet; it is retried';
  const reason = attempt.reason.split('\n')[0].slice(0, 120);
  return attempt.refused ? `the mail server refused the e-mail: ${reason}` : `the mail server failed: ${reason}; the e-mail is retried`;
}

/** The page the plain form was posted from (this server's own pages only), so the redirect returns there. */
function returnPath(c: Context, deps: ServerDeps): string {
  try {
    const from = new URL(c.req.header('referer') ?? '');
    if (isOwnOrigin(from.origin, deps) && /^\/[a-z0-9/-]*$/.test(from.pathname) && isLocalPath(from.pathname)) return from.pathname;
  } catch {
    // no or unparsable Referer
  }
  return '/contact';
}

async function drain(body: ReadableStream<Uint8Array> | null, cap: number) {
  // A chunked body is already being read by bodyLimit itself; the server drains what is left.
  if (!body || body.locked) return;
  const reader = body.getReader();
  let read = 0;
  try {
    for (let r = await reader.read(); !r.done && (read += r.value.byteLength) <= cap; r = await reader.read());
  } catch {
    // the client went away: nothing to answer
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/**
 * A plain contact form (no script) over the size limit goes back to its page with a message. A
 * browser shows a connection error instead if we answer mid-upload, so a form-sized body is read
 * to its end first (and thrown away); anything larger is simply cut off. A JSON body gets the
 * plain 413.
 */
export async function formTooLarge(c: Context, deps: ServerDeps): Promise<Response | undefined> {
  if (!isFormPost(c)) return undefined;
  await drain(c.req.raw.body, MAX_FORM_DRAIN);
  return c.redirect(`${returnPath(c, deps)}?error=too-large#enquiry-error`, 303);
}

/**
 * Contact enquiries: POST the contact form as JSON (functions client) or as a plain form post
 * (no JavaScript). A valid enquiry is committed to the database, with its e-mail notice
 * queued in the outbox, before the 201; the outbox worker (src/server/background.ts) sends it.
 * The reply says what became of it (`delivery`: `email` once the mail server took the host's
 * notice, otherwise `stored`), so the guest is told the truth; when the host was not e-mailed,
 * the server's log names each one.
 */
export function enquiryRoutes(deps: ServerDeps): Hono {
  const store = storeOf(deps);
  const validate = apiValidator<EnquiryRequest>(request);
  const properties = (validate.schema as { properties: Record<string, { errorMessage?: string }> }).properties;
  const mailer = deliveryFor(deps.env, deps.site);
  const mailCap = { max: emailsPerHour(deps.env), windowMs: HOUR };
  const limit = { bucket: 'enquiry', max: MAX_PER_HOUR, windowMs: HOUR, maxAll: enquiriesPerHour(deps.env) };
  const waitMs = sendWaitMs(deps.env);
  const command = readCommand(deps.env);
  let fullNoticeUntil = 0;

  // Check, record and store in one write transaction: several server processes may share
  // the database, and none of them may let a sixth enquiry through. Each is answered only
  // once its commit is durable (SQLite shares one commit among concurrent enquiries). The guest
  // reads "sent" only when the mail server took the host's notice: the reply waits a moment for
  // that first attempt, and says "saved for our host" when it failed or took too long.
  async function accept(client: string, e: EnquiryRequest, now: number, key: string | undefined): Promise<Outcome> {
    const r = await store.acceptEnquiry(limit, client, e, now, { key, mailCap });
    if (r.kind === 'conflict') return r;
    if (r.kind === 'limited') {
      if (r.all && now >= fullNoticeUntil) {
        fullNoticeUntil = now + r.retryAfterMs;
        deps.log.warn(storeFullNotice(limit.maxAll, r.retryAfterMs));
      }
      return { kind: 'limited', retryAfterSeconds: Math.max(1, Math.ceil(r.retryAfterMs / 1000)), ...(r.all && { all: true as const }) };
    }
    const { ref, createdAtMs } = r.enquiry;
    if (r.repeated) return { kind: 'stored', ref, delivery: r.sent ? 'email' : 'stored', repeated: true };
    if (mailer === 'stored') {
      if (r.notice === 'enquiry') deps.log.info(enquiryNotice(ref, createdAtMs, deps.site, command));
      if (r.notice === 'summary') deps.log.info(floodNotice(ref, mailCap.max, createdAtMs + HOUR, deps.site, command, false));
      return { kind: 'stored', ref, delivery: 'stored' };
    }
    // Held over the hourly e-mail cap: it goes in the digest once the hour since the summary has passed.
    if (r.notice === 'held') return { kind: 'stored', ref, delivery: 'stored' };
    const attempt = await firstAttempt(store, r.enquiry.id, waitMs);
    if (attempt?.sent) return { kind: 'stored', ref, delivery: 'email' };
    // Nobody else hears of it yet: the host's terminal must (once for a flood, not once per enquiry).
    const why = notEmailedBecause(attempt);
    deps.log.info(r.notice === 'summary' ? floodNotice(ref, mailCap.max, createdAtMs + HOUR, deps.site, command) : enquiryNotice(ref, createdAtMs, deps.site, command, why));
    return { kind: 'stored', ref, delivery: 'stored' };
  }

  async function handle(c: Context, body: unknown, key?: string): Promise<Outcome> {
    // Robots fill every field, the hidden one too: answer as a stored enquiry would be, keep nothing.
    const honeypot = (body as { website?: unknown } | null)?.website;
    if (typeof honeypot === 'string' && honeypot.trim() !== '') {
      deps.log.info('Enquiry discarded: the honeypot field was filled in.');
      return { kind: 'stored', ref: newRef(), delivery: mailer };
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
    return outcome;
  }

  /** The plain form's fields: urlencoded in its declared charset, or multipart (UTF-8). */
  async function formFields(c: Context): Promise<Record<string, unknown>> {
    if (mediaType(c) === 'application/x-www-form-urlencoded') return decodeForm(new Uint8Array(await c.req.arrayBuffer()), declaredCharset(c));
    let raw: Awaited<ReturnType<typeof c.req.parseBody>>;
    try {
      raw = await c.req.parseBody();
    } catch (err) {
      // No browser sends a multipart body it cannot split: the client's error, not the server's.
      if (isClientAbort(err, c)) throw err;
      throw new MalformedForm();
    }
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
      const back = returnPath(c, deps);
      let outcome: Outcome;
      try {
        // Empty optional inputs arrive as "": the schema allows that for them.
        outcome = await handle(c, await formFields(c));
      } catch (err) {
        if (err instanceof FormCharsetError) return c.json({ error: 'Unsupported charset', fields: { 'Content-Type': err.message } }, 415);
        if (err instanceof MalformedForm) return c.json({ error: 'Malformed form', fields: { '(body)': 'is not a multipart/form-data body its boundary splits' } }, 400);
        if (isClientAbort(err, c)) return quietAbort(c, deps.log);
        deps.log.error('Enquiry form post failed', err);
        return c.redirect(`${back}?error=server#enquiry-error`, 303);
      }
      if (outcome.kind === 'stored') return c.redirect(`${back}?${sentQuery(outcome.ref, outcome.delivery)}#enquiry-sent`, 303);
      if (outcome.kind === 'limited') return c.redirect(`${back}?error=${outcome.all ? 'busy' : 'too-many'}#enquiry-error`, 303);
      if (outcome.kind === 'conflict') return c.redirect(`${back}?error=server#enquiry-error`, 303); // no key without script: cannot happen
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
    if (outcome.kind === 'conflict') {
      return c.json({ error: 'Idempotency-Key reused', fields: { 'Idempotency-Key': 'was already used for another message: send each new message with a new key' } }, 422);
    }
    if (outcome.kind === 'limited') {
      const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
      c.header('Retry-After', String(outcome.retryAfterSeconds));
      return c.json(
        {
          error: outcome.all ? 'Enquiries are full for now' : 'Too many enquiries',
          // `all`: the budget across all clients (ENQUIRIES_PER_HOUR); `client`: this client's own five.
          limit: outcome.all ? 'all' : 'client',
          message: outcome.all ? busyMessage(deps.site) : `You have sent ${MAX_PER_HOUR} messages in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or e-mail or call us.`,
          retryAfterSeconds: outcome.retryAfterSeconds,
        },
        429,
      );
    }
    // A retry with the same Idempotency-Key gets the first answer again, marked as a replay.
    if (outcome.repeated) c.header('Idempotent-Replayed', 'true');
    return c.json({ ok: true, ref: outcome.ref, delivery: outcome.delivery, ...(outcome.ignored && { ignored: outcome.ignored }) }, 201);
  });
  return app;
}
