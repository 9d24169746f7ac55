// What the guest is told once an enquiry is stored, shared by the enquiry function (its reply
// and its no-JavaScript redirect), the server that fills the redirect's page in, and the form.

/**
 * How the host learns of an enquiry: `email` when the server e-mails each one (SMTP is
 * configured), `stored` when it is only saved for the host to read (`npm run enquiries`).
 */
export type Delivery = 'email' | 'stored';

// No 0/O, 1/I/L: a guest may read the reference out on the phone.
export const REF_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REF_LENGTH = 8;
const refPattern = new RegExp(`^[${REF_ALPHABET}]{${REF_LENGTH}}$`);

/** True only for a reference as the server makes them: nothing else is ever shown back. */
const isRef = (s: unknown): s is string => typeof s === 'string' && refPattern.test(s);
export const isDelivery = (s: unknown): s is Delivery => s === 'email' || s === 'stored';

/** The sentence the confirmation ends with; the same words with and without JavaScript. */
export const refSentence = (ref: string) => `Your reference is ${ref}.`;

/** The query of the no-JavaScript redirect after a stored enquiry. */
export const sentQuery = (ref: string, delivery: Delivery) => `sent=1&ref=${ref}&delivery=${delivery}`;

/**
 * Why a message was not sent, as the form's error notice says it. The redirect of the form posted
 * without script names one in `?error=` (or the fields the server refused: `fields`); `check`
 * (fields refused, with script) and `network` (no server reached) happen only with script.
 */
export const ENQUIRY_ERRORS = ['fields', 'check', 'too-many', 'too-large', 'server', 'busy', 'network'] as const;
export type EnquiryError = (typeof ENQUIRY_ERRORS)[number];

/** The reason a page's `?error=` names, read strictly: one of the words the server redirects with, or `fields`. */
export function errorFromQuery(q: URLSearchParams): EnquiryError | null {
  const error = q.get('error');
  if (!error) return null;
  return error === 'too-many' || error === 'too-large' || error === 'server' || error === 'busy' ? error : 'fields';
}

/**
 * A confirmation read back from a page's query, strictly: `sent=1`, a reference of the
 * server's own shape (or none) and one of the two delivery words. Anything else is ignored,
 * so the address cannot be used to put other text on the page.
 */
export function sentFromQuery(q: URLSearchParams): { ref?: string; delivery?: Delivery } | null {
  if (q.get('sent') !== '1') return null;
  const ref = q.get('ref');
  const delivery = q.get('delivery');
  return { ref: isRef(ref) ? ref : undefined, delivery: isDelivery(delivery) ? delivery : undefined };
}

/**
 * What a guest reads when the form takes no more enquiries for now (more than ENQUIRIES_PER_HOUR
 * arrived within the hour, most likely a robot's): another way to reach the host.
 */
export const busyMessage = (site: { contact: { email: string; phone: string } }) =>
  `This form cannot take more messages just now: an unusual number arrived in the last hour. Please e-mail us at ${site.contact.email} or call or text ${site.contact.phone}.`;
