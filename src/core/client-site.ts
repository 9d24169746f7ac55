import type { SiteConfig } from './types/content.gen';
import { amenityItems, fillDeep, placeholderValues } from './facts';

/**
 * The part of site.yaml an island gets, in the browser (`virtual:site`) and at prerender alike,
 * so an island renders the same in both: the brand, contact, booking and backend settings, and
 * the chat's script with its {placeholders} already filled. Navigation, footer, theme, SEO, the
 * photo list and the property facts are rendered into the HTML at build and never shipped as data;
 * what the islands need of the facts comes finished: the amenities the chat answers from, the
 * town the guide's directions search in.
 */
export interface ClientSite extends Pick<SiteConfig, 'brand' | 'contact' | 'booking' | 'backend' | 'chat'> {
  /** property.amenities' items, for the chat's "is there a cot?" */
  amenities: string[];
  /** property.city, for directions to a place of the guide. */
  city: string;
}

/** The chat's texts with their placeholders filled; in the amenities reply {amenities} stays, for the items the guest asked about. */
function filledChat(site: SiteConfig): SiteConfig['chat'] {
  const values = placeholderValues(site);
  const { amenities: _asked, ...others } = values;
  const chat = fillDeep(site.chat, values);
  const replies = site.chat.replies.map((rule, i) => (rule.reply === 'amenities' ? fillDeep(rule, others) : chat.replies[i]));
  return { ...chat, replies };
}

const made = new WeakMap<SiteConfig, ClientSite>();

/** Worked out once per settings object: every island of every page asks. */
export function clientSite(site: SiteConfig): ClientSite {
  let client = made.get(site);
  if (!client) {
    const { brand, contact, booking, backend, property } = site;
    client = { brand, contact, booking, backend, chat: filledChat(site), amenities: amenityItems(property), city: property.city };
    made.set(site, client);
  }
  return client;
}
