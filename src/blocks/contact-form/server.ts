// Without JavaScript the contact form posts natively and the enquiry function redirects back
// with `?sent=1&ref=…&delivery=…#enquiry-sent`, or `?error=…#enquiry-error`. The page itself is
// prerendered and static, so the server writes the reference and the wording's choice into it as
// it serves it, from the query read strictly (src/core/enquiry-sent.ts): a reference of the
// server's own shape and one of a few known words, never any other text.
import { errorFromQuery, refSentence, sentFromQuery } from '../../core/enquiry-sent';

/** Where the form's markup (contact-form.tsx, beside this file) takes them. */
const noticeOpen = '<div id="enquiry-sent"';
const errorOpen = '<div id="enquiry-error"';
const refSlot = '<p class="enquiry-ref"></p>';

/** The page with the confirmation (or the reason it was not sent) filled in, or null when the query asks for nothing to fill. */
export function fillConfirmation(html: string, query: URLSearchParams): string | null {
  const error = errorFromQuery(query);
  // `fields` is the wording the page shows when it names none.
  if (error && error !== 'fields' && html.includes(errorOpen)) return html.replace(errorOpen, `<div data-error="${error}" id="enquiry-error"`);
  const sent = sentFromQuery(query);
  if (!sent || (!sent.ref && !sent.delivery) || !html.includes(noticeOpen)) return null;
  let out = html;
  if (sent.delivery) out = out.replace(noticeOpen, `<div data-delivery="${sent.delivery}" id="enquiry-sent"`);
  if (sent.ref) out = out.replace(refSlot, `<p class="enquiry-ref">${refSentence(sent.ref)}</p>`);
  return out;
}
