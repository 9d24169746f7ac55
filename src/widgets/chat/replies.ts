import type { ClientSite } from '../../core/client-site';
import { inSentence } from '../../core/facts';
import { askedAmenities } from './amenities';
import type { ChatMessage } from './store';

/** A message to add, and whether the quick actions show again under it. */
type Reply = Omit<ChatMessage, 'id' | 'ts'> & { quickActions?: boolean };

// The chat's texts arrive with {email}, {phone}, {checkIn}... filled at build (src/core/client-site.ts).

export function photoReply(site: ClientSite): Reply {
  const { text, image } = site.chat.photoReply;
  return { from: 'agent', text, hasImage: true, imageUrl: image.src, imageAlt: image.alt };
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A keyword as a pattern: it matches at the start of a word ("rates" and "booking" count,
 * "separate" does not), and a space or hyphen in it matches a space, a hyphen or nothing, so
 * guests may write "check-in", "check in" or "checkin" and "wi-fi" or "wifi". With wholeWords it
 * must end at a word's end too ("hi" is no greeting in "high chair").
 */
function keywordPattern(keyword: string, wholeWords = false): RegExp {
  const body = keyword
    .toLowerCase()
    .trim()
    .split(/[\s-]+/)
    .map(escapeRe)
    .join('[\\s-]*');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${body}${wholeWords ? '(?![\\p{L}\\p{N}])' : ''}`, 'u');
}

const hasAny = (text: string, keywords: string[], wholeWords?: boolean) => keywords.some((k) => keywordPattern(k, wholeWords).test(text));

/**
 * The scripted answer (SPEC §5): the first rule, in site.yaml order, with a keyword in the
 * lowercased message (and, when the rule has `andAny`, one of those words too); the rule with
 * `reply: amenities` answers when the message asks about what property.amenities lists.
 */
export function replyTo(message: string, site: ClientSite): Reply {
  // Phones type a curly apostrophe (g’day).
  const text = message.toLowerCase().replace(/[‘’]/g, "'");
  for (const rule of site.chat.replies) {
    if (rule.reply === 'amenities') {
      const found = askedAmenities(text, site.amenities);
      if (found.length && rule.text) return { from: 'agent', text: rule.text.replaceAll('{amenities}', found.map(inSentence).join('; ')) };
      continue;
    }
    if (!rule.keywords || !hasAny(text, rule.keywords, rule.wholeWords) || (rule.andAny && !hasAny(text, rule.andAny, rule.wholeWords))) continue;
    if (rule.reply === 'photos') return photoReply(site);
    if (rule.text) return { from: 'agent', text: rule.text, quickActions: rule.quickActions };
  }
  return { from: 'agent', text: site.chat.fallback };
}
