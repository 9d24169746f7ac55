import type { SiteConfig } from '../../types/content.gen';
import type { ChatMessage } from './store';

type Reply = Omit<ChatMessage, 'id' | 'ts'>;

/** {email}, {phone} and {rate} in the chat script, filled from site.yaml. */
export function interpolate(text: string, site: SiteConfig): string {
  const nightly = site.property.nightlyRate;
  const rate =
    nightly === undefined
      ? 'our nightly rate'
      : new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }).format(nightly);
  const values: Record<string, string> = { email: site.contact.email, phone: site.contact.phone, rate };
  return text.replace(/\{(email|phone|rate)\}/g, (_, k: string) => values[k]);
}

export function photoReply(site: SiteConfig): Reply {
  const { text, image } = site.chat.photoReply;
  return { from: 'agent', text: interpolate(text, site), hasImage: true, imageUrl: image.src, imageAlt: image.alt };
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The scripted answer (SPEC §5): the first rule with a keyword in the lowercased message.
 * A keyword matches at the start of a word, so "rates" and "booking" count but "separate" does not.
 */
export function replyTo(message: string, site: SiteConfig): Reply {
  const text = message.toLowerCase();
  for (const rule of site.chat.replies) {
    if (!rule.keywords.some((k) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRe(k.toLowerCase())}`, 'u').test(text))) continue;
    if (rule.reply === 'photos') return photoReply(site);
    if (rule.text) return { from: 'agent', text: interpolate(rule.text, site) };
  }
  return { from: 'agent', text: interpolate(site.chat.fallback, site) };
}
