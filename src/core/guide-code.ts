// The shape of a stay's guide code, shared by the gate's script (what to type, how it reads)
// and the server (src/server/guide/access.ts derives the codes). Browser-safe: no secret here.
import { REF_ALPHABET } from './enquiry-sent';
import type { SiteConfig } from './types/content.gen';

/** No 0/O, 1/I/L: a code is read off a phone and typed on another. */
export const CODE_ALPHABET = REF_ALPHABET;
/** The page the guide's links open (the spec's route). */
export const GUIDE_PATH = '/digital-guide';
/** A link carries its key after `#key=` (a fragment never reaches a server log or a Referer). */
export const LINK_KEY = /^#key=([A-Za-z0-9_-]{22})$/;

export interface GuideAccessSettings {
  codeLength: number;
  opensDaysBefore: number;
  closesDaysAfter: number;
}

/** site.yaml's `guide:` with its defaults (schemas/site.schema.json). */
export function guideAccessSettings(site: Pick<SiteConfig, 'guide'>): GuideAccessSettings {
  return { codeLength: site.guide?.codeLength ?? 8, opensDaysBefore: site.guide?.opensDaysBefore ?? 7, closesDaysAfter: site.guide?.closesDaysAfter ?? 1 };
}

/** What a guest typed, as the server compares it: capitals, without the spaces and dashes of reading. */
export const normalizeCode = (typed: string) => typed.toUpperCase().replace(/[\s\-–—._]+/g, '');

/** A code in groups of four, as the host sends it and the gate shows it: K7PM-3XQA. */
export const formatCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? '';

const codeChars = new RegExp(`^[${CODE_ALPHABET}]+$`);

/** Whether a normalized entry has the shape of a stay's code: `length` characters of the alphabet. */
export const isStayCode = (code: string, length: number) => code.length === length && codeChars.test(code);

/** The shared four-digit passcode's shape (GUIDE_PASSCODE, the weak option). */
export const isPasscode = (code: string) => /^[0-9]{4}$/.test(code);

/** An example code of the right length, for the gate's hint. */
const exampleCode = (length: number) => formatCode('K7PM3XQAH4RW'.slice(0, length));

/** The gate's line on what to type. */
export const codeHint = (length: number) => `${length} letters and digits, like ${exampleCode(length)}`;
