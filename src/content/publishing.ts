import type { SiteConfig } from '../core/types/content.gen';
import { parseDay, zonedToInstant } from '../core/dates';
import { messages, say } from '../core/messages';
import { at as placed, type ContentError } from './errors';
import type { LoadedContent } from './load-content';
import { positionOf, type YamlSource } from './yaml-source';

// Drafts and scheduled pages. A page or post that says `draft: true`, or `publishAt:` a moment
// still to come (a post's `date` still to come counts too), is not part of the published site: the
// build leaves it out, so no sitemap, feed, footer, list or nearby-areas block links it, and a
// link written to it is reported until it goes live. `npm run dev` and a preview build
// (`npm run build -- --drafts`) show it, under a notice that says it is not published yet.

/** A page or post held back from the published site, and why. */
export interface Held {
  path: string;
  file: string;
  /** "a draft", "scheduled for Monday 14 December 2026, 9:00 AM". */
  state: string;
}

const when = (ms: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-AU', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(ms).replace(' at ', ', ');

/** The moment `YYYY-MM-DD` or `YYYY-MM-DD HH:MM` names in the site's time zone; undefined for no such day. */
export function publishMoment(written: string, timeZone: string): number | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{1,2}):(\d{2}))?$/.exec(written.trim());
  const day = m && parseDay(m[1]);
  if (!m || !day || Number(m[2] ?? 0) > 23 || Number(m[3] ?? 0) > 59) return undefined;
  const [year, month, date] = day.split('-').map(Number);
  return zonedToInstant({ year, month, day: date, hour: Number(m[2] ?? 0), minute: Number(m[3] ?? 0), second: 0 }, timeZone);
}

interface Publishing {
  draft?: boolean;
  publishAt?: string;
}

/** Why a page (or post) is not published at `now`, or undefined when it is; an error for a publishAt that names no moment. */
function heldState(written: Publishing, source: YamlSource, site: SiteConfig, now: number, postDate?: string): { state?: string; error?: ContentError } {
  if (written.draft) return { state: 'a draft' };
  const at = written.publishAt ?? postDate;
  if (at === undefined) return {};
  const moment = publishMoment(at, site.property.timeZone);
  if (moment === undefined) {
    const field = written.publishAt !== undefined ? 'publishAt' : 'date';
    return { error: placed({ file: source.file, ...positionOf(source, [field]), where: field }, say(messages.publishAtInvalid, { written: at })) };
  }
  return moment > now ? { state: `scheduled for ${when(moment, site.property.timeZone)} (${site.property.timeZone})` } : {};
}

/**
 * The content as published at `now` (the build's moment), and what it leaves out. A post's
 * `date` still to come holds it back too: a post dated next week goes live next week.
 */
export function published(content: LoadedContent, now: number): { content: LoadedContent; held: Held[]; errors: ContentError[] } {
  const held: Held[] = [];
  const errors: ContentError[] = [];
  const keep = (path: string, written: Publishing, source: YamlSource, postDate?: string) => {
    const { state, error } = heldState(written, source, content.site, now, postDate);
    if (error) errors.push(error);
    if (state) held.push({ path, file: source.file, state });
    return !state;
  };
  const pages = content.pages.filter((p) => keep(p.def.path, p.def, p.source));
  const posts = content.posts.filter((p) => keep(p.path, p.meta, p.source, p.meta.date));
  return { content: { ...content, pages, posts }, held, errors };
}
