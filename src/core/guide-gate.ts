// What the guide's gate says and keeps, shared by its script (src/blocks/guide-gate/client.ts)
// and the server's answer to the plain form post (src/server/guide/page.ts), so a guest reads
// the same words with or without JavaScript, inline and in the notice.
import type { GuideContent } from './types/content.gen';
import { codeHint } from './guide-code';

export interface GateNotice {
  title: string;
  text: string;
}

export const gateNotices = {
  wrong: { title: 'Invalid Passcode', text: 'Please enter the correct passcode.' },
  unreachable: { title: "We couldn't check your code", text: 'Please check your connection and try again.' },
  unopened: { title: "We couldn't open the guide", text: 'Please check your connection and try again.' },
  unchecked: { title: "We couldn't check your code", text: "The booking calendar can't be read just now. Please try again in a few minutes." },
  ended: { title: 'The guide is locked', text: 'Your time with the guide on this device has ended. Enter your code to open it again.' },
  locked: { title: 'The guide is locked', text: 'The guide is locked on this device. Enter your code to open it again.' },
  granted: { title: 'Access Granted', text: 'Welcome to your digital guide!' },
  linkUnknown: { title: "This link doesn't open the guide", text: 'It may be from a changed or cancelled booking: type the code from your booking message, or contact us.' },
} satisfies Record<string, GateNotice>;

/** Typed something no code looks like: said before anything is sent, and never counted. */
export const shapeNotice = (codeLength: number): GateNotice => ({ title: 'Invalid Passcode', text: `The code is ${codeHint(codeLength)}.` });

const minutesOf = (retryAfterSeconds: number | undefined) => Math.max(1, Math.ceil((retryAfterSeconds ?? 15 * 60) / 60));
const inMinutes = (m: number) => `${m} minute${m === 1 ? '' : 's'}`;

/**
 * Refused before the code was tested. `client`: too many wrong tries came from this connection
 * (maybe not this guest: it says "were tried", not "you typed"); `all`: from everyone, so the
 * guest is told it was not them, and that the link still works.
 */
export function tooManyNotice(retryAfterSeconds: number | undefined, scope: 'client' | 'all' | 'opened' = 'client'): GateNotice {
  const m = inMinutes(minutesOf(retryAfterSeconds));
  if (scope === 'opened') return { title: 'Too many attempts', text: `The guide was opened too many times from this connection just now. Try again in ${m}.` };
  return scope === 'all'
    ? { title: 'The guide is busy', text: `Too many wrong codes were tried on this site just now, not by you. Try again in ${m}, or open the link in your booking message: it works now.` }
    : { title: 'Too many attempts', text: `Too many wrong codes were tried from this connection. Try again in ${m}, or open the link in your booking message.` };
}

const dayOf = (at: number, timeZone: string) => new Date(at).toLocaleDateString('en-AU', { timeZone, weekday: 'long', day: 'numeric', month: 'long' });

/** A stay's link or code used before its stay's window opens: when it will (the same words for both). */
export function earlyNotice(opensAt: number, timeZone: string, what: 'link' | 'code'): GateNotice {
  return { title: 'Not open yet', text: `Your ${what} opens the guide on ${dayOf(opensAt, timeZone)}, a few days before your stay.` };
}

/** A stay's link or code used after its window closed (at `closesAt`): the last day it worked. */
export function endedNotice(closesAt: number, timeZone: string, what: 'link' | 'code'): GateNotice {
  return { title: 'This stay has ended', text: `Your ${what} ended on ${dayOf(closesAt - 1, timeZone)}: it no longer opens the guide. Contact us if you need anything.` };
}

/** A session as the guide function gives it: the token only to a page on another origin. */
export interface GuideSession {
  expiresAt: number;
  token?: string;
}

/** The guide function's reply to a right code or a live session. */
export interface GuideOpened {
  guide: GuideContent;
  session: GuideSession;
}

/** Where the page remembers the session (the token, or only that the cookie was set, and until when). */
const KEY = 'guide-session';

export function savedSession(now = Date.now()): GuideSession | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as GuideSession | null;
    if (saved && typeof saved.expiresAt === 'number' && saved.expiresAt > now) return saved;
    localStorage.removeItem(KEY);
  } catch {
    // No storage (a private window, a blocked site): the guide simply does not stay open.
  }
  return undefined;
}

export function saveSession(session: GuideSession) {
  try {
    localStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // as above
  }
}

export function forgetSession() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // as above
  }
}
