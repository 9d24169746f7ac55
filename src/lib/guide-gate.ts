// What the guide's gate says and keeps, shared by its script (src/blocks/guide-gate/client.ts)
// and the server's answer to the plain form post (src/server/guide/page.ts), so a guest reads
// the same words with or without JavaScript, inline and in the notice.
import type { GuideContent } from '../types/content.gen';

export interface GateNotice {
  title: string;
  text: string;
}

export const gateNotices = {
  wrong: { title: 'Invalid Passcode', text: 'Please enter the correct passcode.' },
  notFourDigits: { title: 'Invalid Passcode', text: 'The passcode is four digits, from your booking confirmation.' },
  unreachable: { title: "We couldn't check your code", text: 'Please check your connection and try again.' },
  unopened: { title: "We couldn't open the guide", text: 'Please check your connection and try again.' },
  ended: { title: 'The guide is locked', text: 'Your time with the guide on this device has ended. Enter the passcode to open it again.' },
  locked: { title: 'The guide is locked', text: 'The guide is locked on this device. Enter the passcode to open it again.' },
  granted: { title: 'Access Granted', text: 'Welcome to your digital guide!' },
} satisfies Record<string, GateNotice>;

export function tooManyNotice(retryAfterSeconds: number | undefined): GateNotice {
  const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? 15 * 60) / 60));
  return { title: 'Too many attempts', text: `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` };
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
