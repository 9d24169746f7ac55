import type { GuideSearchItem } from '../../types/content.gen';

export const tabIds = ['property', 'howto', 'local', 'links', 'manuals', 'search'] as const;
export type TabId = (typeof tabIds)[number];

/** Case-insensitive substring match on title, content and category; an empty query finds nothing. */
export function searchGuide(items: GuideSearchItem[], query: string): GuideSearchItem[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return items.filter((item) => [item.title, item.content, item.category].some((field) => field.toLowerCase().includes(q)));
}

/** The tab a chosen search result opens. */
export function tabForCategory(category: string): TabId {
  switch (category) {
    case 'Property Info':
    case 'Emergency':
      return 'property';
    case 'Appliances':
      return 'manuals';
    case 'Cafes':
    case 'Beaches':
    case 'Shopping':
    case 'Dining':
    case 'Recreation':
      return 'local';
    default:
      return 'property';
  }
}
