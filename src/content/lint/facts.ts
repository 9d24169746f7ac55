import type { SiteConfig } from '../../core/types/content.gen';
import type { ContentError } from '../errors';
import { bedCounts, bedsOf, clockTime, placeholderPattern, placeholderValues, type BedKind } from '../../core/facts';
import { describePath } from '../validate';
import { positionOf, type PathPart, type YamlSource } from '../yaml-source';
import type { LintFinding, LintInput } from './types';
import { cleanFiles } from './clean-files';

// site.yaml `property:` is the one statement of the property's facts. Text that states a bed,
// a check-in or check-out time, quiet hours, a minimum stay or the pet rule differently is an
// error, found here rather than by a guest who reads "a double bed" in the guide and "two
// singles" on /facts; so is a reply time written in words instead of {replyTime} (the host
// states it once, in contact.replyTime, and only what they will keep).
// The checks read the text as written: a {placeholder} is always right, so it is never flagged.

/** `fact`: the setting's path in site.yaml under `property:` (or a full path such as contact.replyTime). */
type Check = (text: string, p: SiteConfig['property']) => { message: string; fact: string; placeholder?: string }[];

const numberWords: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
const countOf = (w: string | undefined) => (w === undefined ? undefined : (numberWords[w.toLowerCase()] ?? Number(w)));
const COUNT = `(?:a|an|one|two|three|four|five|six|seven|\\d+)`;
const KIND = `(?:king|queen|double|single|twin|bunk|sofa)`;
const ITEM = `(?:${COUNT}\\s+)?${KIND}`;
/** "a queen bed", "two single beds", "the queen and double beds", "a queen-size bed". */
const bedPhrase = new RegExp(`\\b${ITEM}(?:(?:\\s*,\\s*|\\s+and\\s+|\\s+or\\s+|\\s*&\\s*)${ITEM})*(?:[\\s-]+size)?[\\s-]*beds?\\b`, 'gi');
const bedItem = new RegExp(`\\b(?:(${COUNT})\\s+)?(${KIND})`, 'gi');

/** The beds a phrase names: kind and, when it says, how many. */
function bedsIn(text: string): { kind: BedKind; count?: number }[] {
  const out: { kind: BedKind; count?: number }[] = [];
  for (const phrase of text.matchAll(bedPhrase))
    for (const [, count, kind] of phrase[0].matchAll(bedItem)) {
      const k = kind.toLowerCase();
      out.push({ kind: (k === 'twin' ? 'single' : k) as BedKind, count: countOf(count) });
    }
  return out;
}

const layoutWords = (p: SiteConfig['property']) => p.bedLayout.map((r) => `${r.room}: ${bedsOf(r.beds)}`).join('; ');

const beds: Check = (text, p) => {
  const have = bedCounts(p);
  return bedsIn(text)
    .filter(({ kind, count }) => !have.has(kind) || (count ?? 0) > have.get(kind)!)
    .map(({ kind, count }) => ({
      message: have.has(kind)
        ? `says ${count} ${kind} beds, but the property has ${have.get(kind)}`
        : `mentions a ${kind} bed, but the property has none (${layoutWords(p)})`,
      fact: 'bedLayout',
      placeholder: '{bedLayout} or {bedroom1}, {bedroom2}',
    }));
};

const TIME = /\b(\d{1,2})(?:[:.](\d{2}))?\s*([ap])(?:\.m\.|m\b)|\b(\d{1,2}):(\d{2})\b/gi;
const CHECK = /\b(early\s+|late\s+)?check[\s-]?(in|out)\b/gi;

/** Minutes after midnight of a time as written ("3 PM", "3:00 pm", "15:00"). */
function minutesOf(m: RegExpMatchArray): number {
  if (m[3]) return ((Number(m[1]) % 12) + (m[3].toLowerCase() === 'p' ? 12 : 0)) * 60 + Number(m[2] ?? 0);
  return Number(m[4]) * 60 + Number(m[5]);
}

/** A time belongs to the nearest "check-in"/"check-out" before it in the same sentence. */
const times: Check = (text, p) => {
  const keywords = [...text.matchAll(CHECK)];
  const out: ReturnType<Check> = [];
  for (const t of text.matchAll(TIME)) {
    const k = keywords.filter((c) => c.index! + c[0].length <= t.index!).at(-1);
    if (!k || k[1]) continue; // no keyword, or an "early check-in" on request
    const between = text.slice(k.index! + k[0].length, t.index);
    if (between.length > 40 || /[.!?;](\s|$)/.test(between)) continue;
    const fact = k[2].toLowerCase() === 'in' ? 'checkIn' : 'checkOut';
    const want = p[fact];
    const [h, min] = want.split(':').map(Number);
    if (minutesOf(t) !== h * 60 + min)
      out.push({ message: `says check-${k[2].toLowerCase()} is at ${t[0].trim()}, but the property's time is ${clockTime(want)}`, fact, placeholder: `{${fact}}` });
  }
  return out;
};

const QUIET = /\bquiet\s+hours?\b/gi;

/** The first two times after "quiet hours", each close to the one before, in the same sentence: its start and end. */
const quietHours: Check = (text, p) => {
  const { from, to } = p.quietHours;
  const want = [from, to].map((t) => t.split(':').map(Number)).map(([h, m]) => h * 60 + m);
  const out: ReturnType<Check> = [];
  for (const q of text.matchAll(QUIET)) {
    let end = q.index! + q[0].length;
    const stated: RegExpMatchArray[] = [];
    for (const t of text.matchAll(TIME)) {
      if (t.index! < end) continue;
      const between = text.slice(end, t.index);
      if (between.length > 40 || /[.!?;](\s|$)/.test(between) || stated.length === 2) break;
      stated.push(t);
      end = t.index! + t[0].length;
    }
    if (stated.some((t, i) => minutesOf(t) !== want[i]))
      out.push({
        message: `says quiet hours are ${stated.map((t) => t[0].trim()).join('-')}, but the property's are ${clockTime(from)}–${clockTime(to)}`,
        fact: 'quietHours',
        placeholder: '{quietHours}',
      });
  }
  return out;
};

/** "replies within 2 hours", "we'll get back to you in a few minutes": a promise only contact.replyTime may make. */
const REPLY = /\b(?:repl(?:y|ies)|respon(?:d|ds|se|ses)|gets?\s+back\s+to\s+you)\b[^.!?;]{0,50}?\b(?:within|in\s+(?:under|about|less\s+than)|(?:a\s+few|a\s+couple\s+of|\d+|one|two|three|twenty-four)\s+(?:minutes?|hours?|days?)|same[\s-]day)\b/gi;

const replyTime: Check = (text) =>
  [...text.matchAll(REPLY)].map((m) => ({
    message: `promises a reply time in words ("${m[0]}"), which only site.yaml may state`,
    fact: 'contact.replyTime',
    placeholder: '{replyTime} (a sentence with it is left out when contact.replyTime is empty)',
  }));

const N = `(\\d+|one|two|three|four|five|six|seven)`;
const MIN_STAY = [new RegExp(`\\bminimum(?:\\s+stays?)?(?:\\s+is|\\s+of|:)*\\s+${N}[\\s-]+nights?\\b`, 'gi'), new RegExp(`\\b${N}[\\s-]+nights?(?:\\s+weekend)?\\s+minimum\\b`, 'gi')];

const minimumStay: Check = (text, p) =>
  MIN_STAY.flatMap((re) => [...text.matchAll(re)])
    .filter((m) => countOf(m[1]) !== p.minimumStayNights)
    .map((m) => ({ message: `says a minimum stay of ${m[1]} nights, but the property's is ${p.minimumStayNights}`, fact: 'minimumStayNights', placeholder: '{minimumStay}' }));

const PETS_OK = /(?<!\bno\s)\bpets?\s+(?:are\s+)?(?:welcome|allowed)\b|(?<!\bnot\s)\bpet[\s-]friendly\b/i;
const NO_PETS = /\bno\s+pets\b|\bpet[\s-]free\b|\bpets\s+(?:are\s+)?not\s+allowed\b/i;

const pets: Check = (text, p) =>
  (p.pets ? NO_PETS : PETS_OK).test(text)
    ? [{ message: `says pets are ${p.pets ? 'not ' : ''}allowed, but site.yaml says they are${p.pets ? '' : ' not'}`, fact: 'pets', placeholder: '{pets}' }]
    : [];

const checks = [beds, times, quietHours, minimumStay, pets, replyTime];
/**
 * What each check needs (a bed, a check-in or -out, quiet hours, a reply, nights, pets) or a
 * placeholder's brace: most text has none, and is passed at once.
 */
const MENTIONS = /bed|check|quiet|repl|respon|back|night|pet|\{/i;

/**
 * A question ("Are pets allowed?", an FAQ's) states no fact: the checks read only the other
 * sentences. A question starts only where a sentence does (the lookbehind): tried at every
 * character, each sentence with no "?" was scanned once per character in it (1,000 pages: 1.5 s).
 */
const statements = (text: string) => text.replace(/(?<=^|[.!?])[^.!?]*\?/g, ' ');

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
    .map((k) => ({
      file: src.file,
      ...positionOf(src, ['property', k]),
      where: `property.${k}`,
      message: `is ${p[k]}, but property.bedLayout lists ${counted[k]}`,
      hint: `Make property.${k} match property.bedLayout.`,
    }));
}

/**
 * Text in pages, the guide or site.yaml that disagrees with site.yaml `property:`, and
 * {placeholders} that name no fact. Skipped while site.yaml itself is invalid (its own errors say why).
 */
export function factErrors(site: YamlSource | undefined, sources: YamlSource[]): ContentError[] {
  const p = (site?.data as SiteConfig | undefined)?.property;
  const isTime = (t: unknown) => /^\d\d:\d\d$/.test(String(t));
  if (!site || !p || !Array.isArray(p.bedLayout) || ![p.checkIn, p.checkOut, p.quietHours?.from, p.quietHours?.to].every(isTime)) return [];
  const known = Object.keys(placeholderValues(site.data as SiteConfig));
  const errors = layoutErrors(site, p);
  const memo = cleanFiles('facts', ['src/content/lint/facts.ts', 'src/core/facts.ts']);
  for (const src of [site, ...sources]) {
    const key = src.digest && site.digest && `${src.digest} ${site.digest}`;
    if (memo.known(key)) continue;
    const before = errors.length;
    eachText(src.data, (text, at) => {
      // The facts themselves, the reply time, and the booking address whose {arrival}/{departure} the calendar fills.
      if (src === site && (at[0] === 'property' || (at[0] === 'booking' && at[1] === 'datesUrl') || (at[0] === 'contact' && at[1] === 'replyTime'))) return;
      if (!MENTIONS.test(text)) return;
      // Located only when something is wrong: finding a position in the YAML is the costly part.
      const located = () => ({ file: src.file, ...positionOf(src, at), where: describePath(at, src.data) });
      for (const [, name] of text.matchAll(placeholderPattern))
        if (!known.includes(name))
          errors.push({ ...located(), message: `unknown placeholder {${name}}`, hint: `Placeholders filled from site.yaml: ${known.map((k) => `{${k}}`).join(', ')}.` });
      const stated = statements(text);
      for (const check of checks)
        for (const e of check(stated, p)) {
          const setting = e.fact.includes('.') ? e.fact : `property.${e.fact}`;
          const fact = positionOf(site, setting.split('.'));
          errors.push({
            ...located(),
            message: `${e.message}; see ${site.file}:${fact.line}:${fact.col} ${setting}`,
            hint: `Write ${e.placeholder} to show the value from ${site.file}, or correct ${setting} there if the text is right.`,
          });
        }
    });
    if (errors.length === before) memo.clean(key);
  }
  memo.save();
  return errors;
}

/** The facts rule over the model: site.yaml, every page and the private guide. */
export function factFindings({ model }: LintInput): LintFinding[] {
  const sources = [...model.pages.filter((p) => !p.post).map((p) => p.source), ...(model.guide ? [model.guide] : [])];
  return factErrors(model.siteSource, sources).map((e) => ({ ...e, rule: 'facts', severity: 'error' }));
}
