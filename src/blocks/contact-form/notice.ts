import { sentFromQuery, type Delivery } from '../../lib/enquiry-sent';
import { fields } from './fields';

/**
 * What the notice above the form says: after a send, or read from the no-JavaScript redirect.
 * `delivery` is what the server said it did with the enquiry; unknown reads as stored.
 */
export type Notice = { kind: 'sent'; ref?: string; delivery?: Delivery } | { kind: 'error'; text: string };

/** The notice the no-JavaScript redirect's query asks for. */
export function noticeFromUrl(): Notice | null {
  const q = new URLSearchParams(location.search);
  const sent = sentFromQuery(q);
  if (sent) return { kind: 'sent', ...sent };
  const error = q.get('error');
  if (!error) return null;
  if (error === 'too-many') return { kind: 'error', text: 'You have sent several messages in the last hour. Please wait a while, or e-mail or call us.' };
  if (error === 'too-large') return { kind: 'error', text: 'Your message is too long to send in one go. Please shorten it and send it again, or e-mail us.' };
  if (error === 'server') return { kind: 'error', text: 'Something went wrong on our side. Please try again in a moment, or e-mail or call us.' };
  return { kind: 'error', text: 'Please check the highlighted fields and send your message again.' };
}

/** The fields the redirect's query names as refused. */
export function fieldsFromUrl(): Record<string, string> {
  const error = new URLSearchParams(location.search).get('error') ?? '';
  const out: Record<string, string> = {};
  for (const name of error.split(',')) if (fields.some((f) => f.name === name)) out[name] = 'Please check this field.';
  return out;
}
