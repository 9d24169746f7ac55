import { errorFromQuery, sentFromQuery, type Delivery, type EnquiryError } from '../../core/enquiry-sent';
import { fields } from './fields';

/**
 * What the notice above the form says: after a send, or read from the no-JavaScript redirect.
 * `delivery` is what the server said it did with the enquiry; unknown reads as stored.
 */
export type Notice = { kind: 'sent'; ref?: string; delivery?: Delivery } | { kind: 'error'; code: EnquiryError };

/** The notice the no-JavaScript redirect's query asks for. */
export function noticeFromUrl(): Notice | null {
  const q = new URLSearchParams(location.search);
  const sent = sentFromQuery(q);
  if (sent) return { kind: 'sent', ...sent };
  const code = errorFromQuery(q);
  return code && { kind: 'error', code };
}

/** The fields the redirect's query names as refused. */
export function fieldsFromUrl(): Record<string, string> {
  const error = new URLSearchParams(location.search).get('error') ?? '';
  const out: Record<string, string> = {};
  for (const name of error.split(',')) if (fields.some((f) => f.name === name)) out[name] = 'Please check this field.';
  return out;
}
