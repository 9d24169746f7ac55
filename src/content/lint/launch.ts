import fs from 'node:fs';
import path from 'node:path';
import { messages, say } from '../../core/messages';
import type { SiteConfig } from '../../core/types/content.gen';
import { rootDir } from '../../core/paths';
import { strings } from '../refs';
import { at as placed } from '../errors';
import type { YamlSource } from '../yaml-source';
import { found, type LintFinding, type LintInput } from './types';

// The launch check (`npm run validate -- --launch`, and a warning when the server starts in
// production): values that only stand in for the real ones while the site is being built. Each
// looks fine on a page, which is why they survive to launch: mail to stay@example.com bounces,
// a guest who taps Call on (02) 5550 0142 reaches nobody.

/** Domains reserved for examples and tests (RFC 2606): nobody receives mail or serves pages there. */
const EXAMPLE_DOMAIN = /(?:[\w.+-]+@)?\b(?:[a-z0-9-]+\.)*(?:example\.(?:com|net|org)|[a-z0-9-]+\.(?:example|test|invalid))\b/gi;
/** Written like a phone number: groups of digits, maybe after a +country code or an (area code). */
const PHONE = /(?<![\w.:/-])(?:\+\d{1,3}[ -]?)?(?:\(\d{1,4}\)[ -]?)?\d{2,4}(?:[ -]\d{2,4}){1,4}(?![\w:/-]|\.\d)/g;
/** The anonymous-key value site.yaml ships with. */
const ANON_KEY_PLACEHOLDER = 'public-anon-key';

/** Why a phone number is a stand-in, or undefined for one that may be real. */
export function standInPhone(written: string): string | undefined {
  const digits = written.replace(/\D/g, '');
  if (digits.length < 8) return undefined;
  const national = digits.startsWith('61') ? `0${digits.slice(2)}` : digits;
  if (digits.includes('0000')) return 'a run of zeros';
  // The ranges the ACMA sets aside for films and books: no one can ever hold these numbers.
  if (/^0[2378](?:5550|7010)\d{4}$/.test(national) || /^049157\d{4}$/.test(national)) return 'a number set aside for fiction';
  if (/^1?\d{3}555\d{4}$/.test(digits)) return 'a 555 number (North American fiction)';
  return undefined;
}

/** Every stand-in value in one text: example domains, then stand-in phone numbers. */
export function standIns(text: string): { value: string; why: string }[] {
  const out = [...text.matchAll(EXAMPLE_DOMAIN)].map((m) => ({ value: m[0], why: 'on a domain reserved for examples, where nobody receives mail or serves pages' }));
  for (const [phone] of text.matchAll(PHONE)) {
    const why = standInPhone(phone);
    if (why) out.push({ value: phone.trim(), why: `a stand-in phone number (${why})` });
  }
  return out;
}

function sourceFindings(src: YamlSource, site: SiteConfig): LintFinding[] {
  const out: LintFinding[] = [];
  for (const { value, at } of strings(src.data)) {
    for (const s of standIns(value)) out.push(found(src, at, say(messages.standIn, { ...s, inSite: src.file === 'site.yaml' })));
    // The key is only sent to a hosted backend; the embedded server never reads it.
    if (src.file === 'site.yaml' && at.join('.') === 'backend.anonKey' && value === ANON_KEY_PLACEHOLDER && site.backend.url)
      out.push(found(src, at, say(messages.anonKeyPlaceholder, { value })));
  }
  return out;
}

/** A post's Markdown body (below its front matter's closing ---), line by line, found where it is written. */
function bodyFindings(file: string): LintFinding[] {
  const lines = fs.readFileSync(path.join(rootDir, file), 'utf8').split('\n');
  const bodyFrom = lines.findIndex((l, i) => i > 0 && l.trimEnd() === '---') + 1;
  return lines.slice(bodyFrom).flatMap((text, i) =>
    standIns(text).map((s) => placed({ file, line: bodyFrom + i + 1, col: text.indexOf(s.value) + 1, where: '' }, say(messages.standIn, { ...s, inSite: false }))),
  );
}

/** Stand-in values in site.yaml, every page and post and the private guide. Runs only with --launch. */
export function launchFindings({ model }: LintInput): LintFinding[] {
  const sources: YamlSource[] = [...(model.siteSource ? [model.siteSource] : []), ...model.pages.map((p) => p.source), ...(model.guide ? [model.guide] : [])];
  const out = sources.flatMap((src) => sourceFindings(src, model.site));
  for (const post of model.posts) out.push(...bodyFindings(post.source.file));
  return out;
}
