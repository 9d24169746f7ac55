import { createHash, createHmac } from 'node:crypto';
import type { BookedStay } from '../availability/ical';
import { addDays, zonedToInstant } from '../../core/dates';
import { CODE_ALPHABET, GUIDE_PATH, type GuideAccessSettings } from '../../core/guide-code';

/**
 * A stay's access to the guide, derived from the stay as the feed lists it (UID and days) and
 * the server's secret: nothing is stored per stay, the host fills in no table, and every
 * process holding the secret (the embedded server, each Supabase function instance,
 * `npm run guide-links`) computes the same code and link.
 */
export interface StayAccess {
  stay: BookedStay;
  /** Names the stay in the store (sessions, the host's notices): a hash, so it says nothing itself. */
  key: string;
  /** The code to type, without separators (formatCode groups it). */
  code: string;
  /** The secret half of the link (`/digital-guide#key=<linkKey>`). */
  linkKey: string;
  /** When the code and link open the guide, and when they and the sessions they gave stop (ms). */
  opensAt: number;
  closesAt: number;
}

/** The stay as the store names it: a change of UID or days is another stay. */
export const stayKey = (s: BookedStay) => createHash('sha256').update(`${s.uid}\0${s.start}\0${s.end}`).digest('base64url').slice(0, 22);

const mac = (secret: string, purpose: string, s: BookedStay) => createHmac('sha256', secret).update(`${purpose}\0${s.uid}\0${s.start}\0${s.end}`).digest();

/**
 * `length` characters of the 31-letter alphabet from an HMAC of the stay: 128 bits read as one
 * number, so each character is as good as uniform (the bias is below 31^12 / 2^128).
 */
export function stayCode(secret: string, s: BookedStay, length: number): string {
  let n = BigInt(`0x${mac(secret, 'guide-code', s).subarray(0, 16).toString('hex')}`);
  const base = BigInt(CODE_ALPHABET.length);
  let code = '';
  for (let i = 0; i < length; i++) {
    code += CODE_ALPHABET[Number(n % base)];
    n /= base;
  }
  return code;
}

/** 132 bits: a link cannot be guessed, so following one is never counted or limited. */
export const stayLinkKey = (secret: string, s: BookedStay) => mac(secret, 'guide-link', s).toString('base64url').slice(0, 22);

/** From the start of `opensDaysBefore` days before check-in to the end of `closesDaysAfter` days after check-out day. */
export function accessWindow(s: BookedStay, settings: GuideAccessSettings, timeZone: string): { opensAt: number; closesAt: number } {
  const midnight = (day: string) => {
    const [year, month, date] = day.split('-').map(Number);
    return zonedToInstant({ year, month, day: date, hour: 0, minute: 0, second: 0 }, timeZone);
  };
  return { opensAt: midnight(addDays(s.start, -settings.opensDaysBefore)), closesAt: midnight(addDays(s.end, settings.closesDaysAfter + 1)) };
}

export function stayAccess(secret: string, s: BookedStay, settings: GuideAccessSettings, timeZone: string): StayAccess {
  return { stay: s, key: stayKey(s), code: stayCode(secret, s, settings.codeLength), linkKey: stayLinkKey(secret, s), ...accessWindow(s, settings, timeZone) };
}

/** The link the host sends: the key in the fragment, which browsers never send to a server. */
export const stayLink = (baseUrl: string, linkKey: string) => `${baseUrl.replace(/\/+$/, '')}${GUIDE_PATH}#key=${linkKey}`;
