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
export const isRef = (s: unknown): s is string => typeof s === 'string' && refPattern.test(s);
export const isDelivery = (s: unknown): s is Delivery => s === 'email' || s === 'stored';

/** The sentence the confirmation ends with; the same words with and without JavaScript. */
export const refSentence = (ref: string) => `Your reference is ${ref}.`;

/** The query of the no-JavaScript redirect after a stored enquiry. */
export const sentQuery = (ref: string, delivery: Delivery) => `sent=1&ref=${ref}&delivery=${delivery}`;

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
