import type { SiteConfig } from '../../core/types/content.gen';
import { bedCounts, bedsOf, clockTime, type BedKind } from '../../core/facts';
import { messages, say, type Said } from '../../core/messages';
import type { Setting } from '../../core/messages/facts';

// What a text states of the facts site.yaml holds once: each check reads one sentence-split text
// and says what in it states a fact in words (where the placeholder belongs, so that one edit in
// site.yaml changes every page) or states it differently. A {placeholder} is never read as a
// statement: it is always right.

type Property = SiteConfig['property'];
export interface FactStatement {
  /** Where in the checked text the statement starts. */
  index: number;
  /** The setting's path in site.yaml: under `property:` unless it has a dot (contact.phone). */
  fact: string;
  /** The message, given where the setting is written. */
  said(setting: Setting): Said;
}
export type Check = (text: string, site: SiteConfig) => FactStatement[];

const numberWords: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
const countOf = (w: string | undefined) => (w === undefined ? undefined : (numberWords[w.toLowerCase()] ?? Number(w)));
const COUNT = `(?:a|an|one|two|three|four|five|six|seven|\\d+)`;
const KIND = `(?:king|queen|double|single|twin|bunk|sofa)`;
const ITEM = `(?:${COUNT}\\s+)?${KIND}`;
/** "a queen bed", "two single beds", "the queen and double beds", "a queen-size bed". */
const bedPhrase = new RegExp(`\\b${ITEM}(?:(?:\\s*,\\s*|\\s+and\\s+|\\s+or\\s+|\\s*&\\s*)${ITEM})*(?:[\\s-]+size)?[\\s-]*beds?\\b`, 'gi');
const bedItem = new RegExp(`\\b(?:(${COUNT})\\s+)?(${KIND})`, 'gi');

const layoutWords = (p: Property) => p.bedLayout.map((r) => `${r.room}: ${bedsOf(r.beds)}`).join('; ');

const beds: Check = (text, { property: p }) => {
  const have = bedCounts(p);
  const out: FactStatement[] = [];
  for (const phrase of text.matchAll(bedPhrase))
    for (const [, count, kind] of phrase[0].matchAll(bedItem)) {
      const k = (kind.toLowerCase() === 'twin' ? 'single' : kind.toLowerCase()) as BedKind;
      const n = countOf(count);
      if (have.has(k) && (n ?? 0) <= have.get(k)!) continue;
      out.push({
        index: phrase.index!,
        fact: 'bedLayout',
        said: (s) => (have.has(k) ? say(messages.factBedCount, { ...s, count: n!, kind: k, have: have.get(k)! }) : say(messages.factBedNone, { ...s, kind: k, layout: layoutWords(p) })),
      });
    }
  return out;
};

/** "3 PM", "3:00 pm", "3pm", "3 p.m." or "15:00". */
const TIME = /\b(\d{1,2})(?:[:.](\d{2}))?\s*([ap])(?:\.m\.|m\b)|\b(\d{1,2}):(\d{2})\b/gi;

/** Minutes after midnight of a time as written. */
function minutesOf(m: RegExpMatchArray): number {
  if (m[3]) return ((Number(m[1]) % 12) + (m[3].toLowerCase() === 'p' ? 12 : 0)) * 60 + Number(m[2] ?? 0);
  return Number(m[4]) * 60 + Number(m[5]);
}
const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** The last text split, and its sentences: the checks read one text after another. */
let split: { text: string; sentences: { text: string; index: number }[] } | undefined;

/**
 * The sentences of a text, with where each starts. "a.m." and "p.m." end no sentence, and a
 * question states no fact (an FAQ's "Can we check in at 2 PM?"), so it is left out. Split once
 * for all the checks that read it (the callers only read the list).
 */
function sentences(text: string): { text: string; index: number }[] {
  if (split?.text !== text) split = { text, sentences: splitSentences(text) };
  return split.sentences;
}

function splitSentences(text: string): { text: string; index: number }[] {
  const plain = text.replace(/\b([ap])\.m\./gi, '$1_m_');
  const out: { text: string; index: number }[] = [];
  // A stop ends a sentence only before a space: "stay@example.com", "4.93" and "/x.html" go on.
  for (const m of plain.matchAll(/(?:[^.!?\n]|[.!?]+(?=[^\s.!?]))+(?:[.!?]+(?=\s|$)|\n|$)/g)) if (!m[0].trimEnd().endsWith('?')) out.push({ text: text.slice(m.index!, m.index! + m[0].length), index: m.index! });
  return out;
}

/**
 * The words that say which time a sentence's time is. `strict` words name the fact ("check-in",
 * "keyless entry"): a time beside them states it, rightly or not. `loose` words ("arrive any time
 * from") may as well mean something else ("arrive before 9am for an easy park"): a time beside
 * them is reported only when it is the fact's own, written out. An early check-in or a late
 * check-out is a request, not the fact.
 */
const TIME_FACTS = [
  {
    fact: 'checkIn',
    name: 'check-in',
    strict: /\b(?:early\s+|late\s+)?(?:check[\s-]?in|keyless\s+entry|self[\s-]entry)\b/gi,
    loose: /\b(?:arriv(?:e|al|ing)|let\s+yourself\s+in|access)\b/gi,
  },
  { fact: 'checkOut', name: 'check-out', strict: /\b(?:early\s+|late\s+)?check[\s-]?out\b/gi, loose: /\b(?:depart(?:ure|ing)?|leave|leaving|vacate)\b/gi },
] as const;
const QUIET = /\bquiet\s+(?:hours?|time)\b/i;
/** Every time, figure and phone number has one. */
const DIGIT = /\d/;

/** A time in a sentence about arriving or leaving: the words nearest before it decide which. */
const times: Check = (text, { property: p }) => {
  const out: FactStatement[] = [];
  if (!DIGIT.test(text)) return out; // no time: most texts, read without splitting them
  for (const s of sentences(text)) {
    if (QUIET.test(s.text)) continue; // quietHours reads it
    const words = TIME_FACTS.flatMap((f) =>
      (['strict', 'loose'] as const).flatMap((kind) =>
        [...s.text.matchAll(f[kind])].map((w) => ({ ...f, strict: kind === 'strict', at: w.index!, end: w.index! + w[0].length, request: /^(early|late)\s/i.test(w[0]) })),
      ),
    );
    if (!words.length) continue;
    for (const t of s.text.matchAll(TIME)) {
      // "Check in from 3 PM and check out by 10 AM": the words before a time name it; words after
      // it only when none come before ("3 PM check-in").
      const before = words.filter((w) => w.end <= t.index! && t.index! - w.end <= 60);
      const after = words.filter((w) => w.at >= t.index! + t[0].length && w.at - (t.index! + t[0].length) <= 60);
      const near = before.length ? before.reduce((a, b) => (b.end > a.end ? b : a)) : after.reduce<(typeof words)[number] | undefined>((a, b) => (!a || b.at < a.at ? b : a), undefined);
      if (!near || near.request) continue;
      const want = p[near.fact];
      const said = t[0].trim();
      const index = s.index + t.index!;
      const fact = near.fact;
      if (minutesOf(t) === minutes(want)) out.push({ index, fact, said: (s) => say(messages.factTimeInWords, { ...s, fact, said }) });
      else if (near.strict) out.push({ index, fact, said: (s) => say(messages.factTimeDiffers, { ...s, fact, said, want: clockTime(want) }) });
    }
  }
  return out;
};

/** The first two times after "quiet hours" in the same sentence: its start and end. */
const quietHours: Check = (text, { property: p }) => {
  const want = [p.quietHours.from, p.quietHours.to].map(minutes);
  const out: FactStatement[] = [];
  if (!DIGIT.test(text)) return out;
  for (const s of sentences(text)) {
    const q = QUIET.exec(s.text);
    if (!q) continue;
    const stated = [...s.text.slice(q.index).matchAll(TIME)].slice(0, 2);
    if (!stated.length) continue;
    const said = s.text.slice(q.index + stated[0].index!, q.index + stated.at(-1)!.index! + stated.at(-1)![0].length).trim();
    const same = stated.every((t, i) => minutesOf(t) === want[i]);
    out.push({
      index: s.index + q.index,
      fact: 'quietHours',
      said: (at) => (same ? say(messages.factQuietHoursInWords, { ...at, said }) : say(messages.factQuietHoursDiffer, { ...at, said, from: clockTime(p.quietHours.from), to: clockTime(p.quietHours.to) })),
    });
  }
  return out;
};

/** "$200", "A$200", "AUD 200", "$1,200.00". */
const MONEY = /(?:\bA(?:U)?\$|\bAUD\s?|\$)\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?/g;
const NIGHTLY = /\b(?:night(?:ly|s)?|rates?|tariff)\b/i;

/** The nightly rate written as a figure: the same one is a copy, another one beside "night" or "rate" a contradiction. */
const price: Check = (text, site) => {
  const rate = site.property.nightlyRate;
  if (rate === undefined) return [];
  const out: FactStatement[] = [];
  for (const s of sentences(text))
    for (const m of s.text.matchAll(MONEY)) {
      const amount = Number(m[1].replace(/,/g, '')) + Number(m[2] ?? 0) / 100;
      const said = m[0].trim();
      if (amount === rate) out.push({ index: s.index + m.index!, fact: 'nightlyRate', said: (at) => say(messages.factRateInFigures, { ...at, said }) });
      else if (NIGHTLY.test(s.text)) out.push({ index: s.index + m.index!, fact: 'nightlyRate', said: (at) => say(messages.factRateDiffers, { ...at, said, rate }) });
    }
  return out;
};

/** An Australian number as written: "+61 400 000 000", "0400 000 000", "(02) 4943 1142". */
const PHONE = /(?:\+\s?61[\s-]?\(?0?\)?|\(?0\d\)?)[\s-]?\d(?:[\s-]?\d){6,8}\b/g;
const digits = (phone: string) => phone.replace(/\D/g, '').replace(/^61/, '0').replace(/^00/, '0');
/** Words that make a number or an e-mail address the site's own: call us, our number, contact the host. */
const OURS = /\b(?:(?:call|ring|text|phone|contact|reach|e-?mail|message|write\s+to)\s+(?:us|me|the\s+host|our\s+host)|our\s+(?:phone|number|mobile|e-?mail|address)|(?:the\s+)?host(?:'s)?\s+(?:phone|number|mobile|e-?mail))\b/i;

/** The site's phone written out (a copy), or another number given as the site's own (a contradiction). */
const phone: Check = (text, site) => {
  const want = digits(site.contact.phone);
  const out: FactStatement[] = [];
  if (!DIGIT.test(text)) return out;
  for (const s of sentences(text))
    for (const m of s.text.matchAll(PHONE)) {
      const same = digits(m[0]) === want;
      const said = m[0].trim();
      if (same || OURS.test(s.text))
        out.push({
          index: s.index + m.index!,
          fact: 'contact.phone',
          said: (at) => (same ? say(messages.factPhoneWrittenOut, { ...at, said }) : say(messages.factPhoneDiffers, { ...at, said, want: site.contact.phone })),
        });
    }
  return out;
};

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** The site's e-mail address written out, or another one given as the site's own. */
const email: Check = (text, site) => {
  const want = site.contact.email.toLowerCase();
  const out: FactStatement[] = [];
  if (!text.includes('@')) return out;
  for (const s of sentences(text))
    for (const m of s.text.matchAll(EMAIL)) {
      const same = m[0].toLowerCase() === want;
      const said = m[0];
      if (same || OURS.test(s.text))
        out.push({
          index: s.index + m.index!,
          fact: 'contact.email',
          said: (at) => (same ? say(messages.factEmailWrittenOut, { ...at, said }) : say(messages.factEmailDiffers, { ...at, said, want: site.contact.email })),
        });
    }
  return out;
};

/** "replies within 2 hours", "we'll get back to you in a few minutes": a promise only contact.replyTime may make. */
const REPLY = /\b(?:repl(?:y|ies)|respon(?:d|ds|se|ses)|gets?\s+back\s+to\s+you)\b[^.!?;]{0,50}?\b(?:within|in\s+(?:under|about|less\s+than)|(?:a\s+few|a\s+couple\s+of|\d+|one|two|three|twenty-four)\s+(?:minutes?|hours?|days?)|same[\s-]day)\b/gi;

const replyTime: Check = (text) =>
  [...text.matchAll(REPLY)].map((m) => ({ index: m.index!, fact: 'contact.replyTime', said: (at: Setting) => say(messages.factReplyTime, { ...at, said: m[0] }) }));

const N = `(\\d+|one|two|three|four|five|six|seven)`;
const MIN_STAY = [new RegExp(`\\bminimum(?:\\s+stays?)?(?:\\s+is|\\s+of|:)*\\s+${N}[\\s-]+nights?\\b`, 'gi'), new RegExp(`\\b${N}[\\s-]+nights?(?:\\s+weekend)?\\s+minimum\\b`, 'gi')];

const minimumStay: Check = (text, { property: p }) =>
  sentences(text).flatMap((s) =>
    MIN_STAY.flatMap((re) => [...s.text.matchAll(re)])
      .filter((m) => countOf(m[1]) !== p.minimumStayNights)
      .map((m) => ({ index: s.index + m.index!, fact: 'minimumStayNights', said: (at: Setting) => say(messages.factMinimumStay, { ...at, said: m[1], want: p.minimumStayNights }) })),
  );

const PETS_OK = /(?<!\bno\s)\bpets?\s+(?:are\s+)?(?:welcome|allowed)\b|(?<!\bnot\s)\bpet[\s-]friendly\b/i;
const NO_PETS = /\bno\s+pets\b|\bpet[\s-]free\b|\bpets\s+(?:are\s+)?not\s+allowed\b/i;

const pets: Check = (text, { property: p }) =>
  sentences(text).flatMap((s) => {
    const m = (p.pets ? NO_PETS : PETS_OK).exec(s.text);
    return m ? [{ index: s.index + m.index, fact: 'pets', said: (at: Setting) => say(messages.factPets, { ...at, allowed: p.pets }) }] : [];
  });

export const checks: Check[] = [beds, times, quietHours, price, phone, email, minimumStay, pets, replyTime];
/**
 * A post is an article about the area, often about other places ("a sofa bed in the living
 * room", "pet-friendly cafes"): only what states this house's times, rate and contact details is read.
 */
export const postChecks: Check[] = [times, quietHours, price, phone, email];

/**
 * What some check needs (a bed, a figure, an @, a check-in word, quiet, a reply, nights, pets) or
 * a placeholder's brace: text with none of them is passed at once.
 */
export const MENTIONS = /\d|@|bed|quiet|repl|respon|back|night|pet|\{/i;
