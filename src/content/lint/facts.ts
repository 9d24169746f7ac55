import type { SiteConfig } from '../../core/types/content.gen';
import { messages, say } from '../../core/messages';
import { at as placed, type ContentError, type Place } from '../errors';
import { placeholderPattern, placeholderValues } from '../../core/facts';
import { checks, MENTIONS, postChecks, type Check, type FactStatement } from './fact-checks';
import { describePath } from '../validate';
import { positionOf, type PathPart, type YamlSource } from '../yaml-source';
import { lineCol, type LoadedPost } from '../blog';
import type { LintFinding, LintInput } from './types';
import { cleanFiles } from './clean-files';

// site.yaml is the one statement of the property's facts and the contact details. Text in a page,
// a post or the guide that states a bed, a check-in or check-out time, quiet hours, the nightly
// rate, the phone, the e-mail address, a minimum stay or the pet rule differently is an error,
// found here rather than by a guest who reads "a double bed" in the guide and "two singles" on
// /facts; so is one that writes out a time, the rate, the phone or the e-mail address that a
// placeholder would show (it would go stale at the next edit of site.yaml), and a reply time in
// words instead of {replyTime} (the host states it once, in contact.replyTime).
// The checks read the text as written: a {placeholder} is always right, so it is never flagged.

/**
 * A question ("Are pets allowed?", an FAQ's) states no fact: the checks read only the other
 * sentences. Each question is blanked out, not removed, so a finding's offset still points into
 * the text as written. A question starts only where a sentence does (the lookbehind): tried at
 * every character, each sentence with no "?" was scanned once per character in it (1,000 pages: 1.5 s).
 */
const statements = (text: string) => text.replace(/(?<=^|[.!?])[^.!?]*\?/g, (q) => ' '.repeat(q.length));

/**
 * Calls `visit` with every string in `data` and its path (valid during the call only: one array
 * serves the whole walk); a label/value row is read as one "label: value" text.
 */
function eachText(data: unknown, visit: (text: string, at: PathPart[]) => void, at: PathPart[] = []): void {
  if (typeof data === 'string') return visit(data, at);
  if (Array.isArray(data)) {
    for (let i = 0; i < data.length; i++) {
      at.push(i);
      eachText(data[i], visit, at);
      at.pop();
    }
    return;
  }
  if (!data || typeof data !== 'object') return;
  const o = data as Record<string, unknown>;
  const row = typeof o.label === 'string' && typeof o.value === 'string';
  if (row) {
    at.push('value');
    visit(`${o.label}: ${o.value}`, at);
    at.pop();
  }
  for (const [k, v] of Object.entries(o)) {
    if (row && (k === 'label' || k === 'value')) continue;
    at.push(k);
    // The guide's own checkIn/checkOut fields ("3:00 PM onwards") name what their value is.
    if ((k === 'checkIn' || k === 'checkOut') && typeof v === 'string') visit(`${k === 'checkIn' ? 'check-in' : 'check-out'} ${v}`, at);
    else eachText(v, visit, at);
    at.pop();
  }
}

/** The site's own count of bedrooms and beds must add up to its bed layout. */
function layoutErrors(src: YamlSource, p: SiteConfig['property']): ContentError[] {
  const counted = { bedrooms: p.bedLayout.length, beds: p.bedLayout.reduce((n, r) => n + r.beds.length, 0) };
  return (['bedrooms', 'beds'] as const)
    .filter((k) => p[k] !== counted[k])
    .map((k) => placed({ file: src.file, ...positionOf(src, ['property', k]), where: `property.${k}` }, say(messages.bedroomCount, { key: k, value: p[k], counted: counted[k] })));
}

/**
 * Text in pages, the guide or site.yaml that disagrees with site.yaml `property:`, and
 * {placeholders} that name no fact. Skipped while site.yaml itself is invalid (its own errors say why).
 */
export function factErrors(site: YamlSource | undefined, sources: YamlSource[], posts: LoadedPost[] = []): ContentError[] {
  const settings = site?.data as SiteConfig | undefined;
  const p = settings?.property;
  const isTime = (t: unknown) => /^\d\d:\d\d$/.test(String(t));
  if (!site || !settings || !p || !Array.isArray(p.bedLayout) || ![p.checkIn, p.checkOut, p.quietHours?.from, p.quietHours?.to].every(isTime)) return [];
  const known = Object.keys(placeholderValues(settings));
  const errors = layoutErrors(site, p);
  /** Texts the page checks found nothing in, this run: a thousand pages repeat their headings, labels and stock sentences. */
  const clean = new Set<string>();
  /** What is wrong with one text; `locate` says where it is, given an offset into it. */
  const read = (text: string, locate: (offset: number) => Place, using: Check[] = checks) => {
    if (!MENTIONS.test(text) || (using === checks && clean.has(text))) return;
    const before = errors.length;
    for (const m of text.matchAll(placeholderPattern)) if (!known.includes(m[1])) errors.push(placed(locate(m.index!), say(messages.unknownPlaceholder, { name: m[1], known })));
    const stated = statements(text);
    for (const check of using) for (const e of check(stated, settings)) errors.push(placed(locate(e.index), e.said(settingOf(e, site))));
    if (using === checks && errors.length === before) clean.add(text);
  };
  const memo = cleanFiles('facts', ['src/content/lint/facts.ts', 'src/content/lint/fact-checks.ts', 'src/core/facts.ts']);
  for (const src of [site, ...sources]) {
    const key = src.digest && site.digest && `${src.digest} ${site.digest}`;
    if (memo.known(key)) continue;
    const before = errors.length;
    eachText(src.data, (text, at) => {
      if (src === site && isFact(at)) return;
      // Located at the text's field: finding a position in the YAML is the costly part, done only for a finding.
      read(text, () => ({ file: src.file, ...positionOf(src, at), where: describePath(at, src.data) }));
    });
    if (errors.length === before) memo.clean(key);
  }
  memo.save();
  // A post's Markdown, located at the line and column of what it states.
  for (const post of posts) read(post.body.text, (offset) => ({ file: post.source.file, ...lineCol(post.body.text, offset, post.body.line - 1), where: '' }), postChecks);
  return errors;
}

/** The settings that are the facts themselves (and the booking address whose {arrival}/{departure} the calendar fills). */
const isFact = (at: PathPart[]) =>
  at[0] === 'property' || (at[0] === 'booking' && at[1] === 'datesUrl') || (at[0] === 'contact' && ['replyTime', 'phone', 'email'].includes(String(at[1])));

/** The setting in site.yaml a statement is about, and where it is written there. */
function settingOf(e: FactStatement, site: YamlSource) {
  const setting = e.fact.includes('.') ? e.fact : `property.${e.fact}`;
  return { file: site.file, ...positionOf(site, setting.split('.')), setting };
}

/** The facts rule over the model: site.yaml, every page, every post and the private guide. */
export function factFindings({ model }: LintInput): LintFinding[] {
  const sources = [...model.pages.filter((p) => !p.post).map((p) => p.source), ...(model.guide ? [model.guide] : [])];
  return factErrors(model.siteSource, sources, model.posts);
}
