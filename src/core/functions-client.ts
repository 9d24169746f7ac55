import type { FunctionsClient } from '@supabase/functions-js';
import type { SiteConfig } from './types/content.gen';

/** What a call needs of the site settings: where the backend is, and its public key. */
type BackendSite = { backend: Pick<SiteConfig['backend'], 'url' | 'anonKey'> };

export interface FunctionError {
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  message: string;
  /** The parsed JSON error body, when the function sent one. */
  body?: Record<string, unknown>;
  /** Seconds from a Retry-After header (rate limits). */
  retryAfter?: number;
}

type FunctionResult<T> = { data: T; error: null } | { data: null; error: FunctionError };

let client: Promise<FunctionsClient> | undefined;
let clientKey = '';

/**
 * The functions client is loaded on first use only. FunctionsClient alone (about 1.4 KB
 * gzip) rather than supabase-js's createClient (about 51 KB, and it needs WebSocket):
 * the site only ever invokes functions.
 */
function getClient(site: BackendSite): Promise<FunctionsClient> {
  const base = `${site.backend.url || location.origin}/functions/v1`;
  if (!client || clientKey !== base) {
    clientKey = base;
    client = import('@supabase/functions-js').then(
      ({ FunctionsClient }) =>
        new FunctionsClient(base, {
          headers: { apikey: site.backend.anonKey, Authorization: `Bearer ${site.backend.anonKey}` },
        }),
    );
  }
  return client;
}

function retryAfterSeconds(res: Response, body?: Record<string, unknown>): number | undefined {
  const header = Number(res.headers.get('retry-after'));
  if (Number.isFinite(header) && header > 0) return header;
  const fromBody = Number(body?.retryAfterSeconds);
  return Number.isFinite(fromBody) && fromBody > 0 ? fromBody : undefined;
}

const retryKeys = new Map<string, string>();

/**
 * One Idempotency-Key per message: sending the same body again (the guest retrying after a
 * lost reply) reuses it, so the server stores the message once and answers with the same
 * reference. getRandomValues, since randomUUID needs a secure context.
 */
function retryKey(body: unknown): string {
  const text = JSON.stringify(body);
  let key = retryKeys.get(text);
  if (!key) retryKeys.set(text, (key = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')));
  return key;
}

/**
 * POSTs `body` to /functions/v1/<name>, the contract supabase-js's functions.invoke uses,
 * so the same call works against the embedded server and a Supabase project. Never throws:
 * non-2xx replies come back as `error` with the status and the function's JSON body.
 */
export async function invokeFunction<T>(site: BackendSite, name: string, body: unknown, opts: { idempotent?: boolean } = {}): Promise<FunctionResult<T>> {
  try {
    const functions = await getClient(site);
    const headers = opts.idempotent ? { 'Idempotency-Key': retryKey(body) } : undefined;
    const { data, error } = await functions.invoke<T>(name, { body: body as Record<string, unknown>, headers });
    if (!error) return { data: data as T, error: null };
    const res = (error as { context?: unknown }).context;
    if (res instanceof Response) {
      let parsed: Record<string, unknown> | undefined;
      try {
        const json: unknown = await res.clone().json();
        if (json && typeof json === 'object') parsed = json as Record<string, unknown>;
      } catch {
        // Not JSON (a proxy's HTML error page, say): the status is still useful.
      }
      const message = typeof parsed?.message === 'string' ? parsed.message : typeof parsed?.error === 'string' ? parsed.error : error.message;
      return { data: null, error: { status: res.status, message, body: parsed, retryAfter: retryAfterSeconds(res, parsed) } };
    }
    return { data: null, error: { status: 0, message: error.message } };
  } catch (err) {
    return { data: null, error: { status: 0, message: err instanceof Error ? err.message : String(err) } };
  }
}
