// Which page brought an enquiry: the fields the contact form adds about the visit
// (src/core/landing.ts in the browser), as the enquiry function takes them and the host reads them.
import type { ValidateFunction } from 'ajv';
import { fieldErrors } from '../validate-body';
import { LANDING_FIELDS, type Landing } from '../../core/landing';

/** What the browser remembered of the visit, and the page the form is on (a hidden input). */
const FIELDS = [...LANDING_FIELDS, 'formPage'];

/**
 * Takes out of `body` (in place) each landing field the request schema refuses, and says why.
 * These describe the visit, not what the guest typed: a value that does not fit (a hand-made
 * address, a robot, an old browser's storage) is no reason to refuse a message the guest
 * could not correct, so it is dropped and the rest of the enquiry is checked and kept as ever.
 */
export function dropUnfitLanding(body: unknown, validate: ValidateFunction): Record<string, string> {
  const ignored: Record<string, string> = {};
  if (!body || typeof body !== 'object' || validate(body)) return ignored;
  const reasons = fieldErrors(validate.errors);
  for (const name of FIELDS) {
    if (!Object.hasOwn(reasons, name)) continue;
    ignored[name] = `${reasons[name]}; ignored, the message is kept`;
    delete (body as Record<string, unknown>)[name];
  }
  return ignored;
}

/**
 * One line for the host: `/newcastle-accommodation · from www.google.com · utm_source=google
 * utm_medium=cpc`. Without the first page (a browser without script or storage), only the page
 * the form was sent from is known.
 */
export function landingSummary(e: Landing & { formPage: string }): string {
  if (!e.landingPage) return `not known${e.formPage ? ` (sent from ${e.formPage})` : ''}`;
  const utm = [
    ['utm_source', e.utmSource],
    ['utm_medium', e.utmMedium],
    ['utm_campaign', e.utmCampaign],
  ].filter(([, v]) => v);
  return [
    e.landingPage,
    e.referrerHost ? `from ${e.referrerHost}` : 'no referring site',
    ...(utm.length ? [utm.map(([k, v]) => `${k}=${v}`).join(' ')] : []),
  ].join(' · ');
}
