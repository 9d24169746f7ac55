import type { ComponentType } from 'react';
import type { IslandData } from './root';

export interface Mounted {
  unmount(): void;
}
/** Brings one island root to life: React hydration, or a few lines of plain script. */
export type Mount = (el: HTMLElement, data: IslandData, id: string) => Promise<Mounted | void> | Mounted | void;

// React islands share the React runtime chunk, loaded with the first of them.
const react =
  <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType<never>) =>
  (): Promise<Mount> =>
    Promise.all([import('./hydrate'), load()]).then(([h, m]) => h.mountReact(pick(m) as ComponentType<object>));

// Plain-script islands: a module whose `enhance` brings the prerendered HTML to life.
const plain = (load: () => Promise<{ enhance: Mount }>) => (): Promise<Mount> => load().then((m) => m.enhance);

/**
 * The client code of every island the registries (src/blocks/index.ts, src/widgets/slots.ts)
 * mark as hydrating, by island name. Each is its own chunk; nothing else reaches the browser.
 */
export const islands: Record<string, () => Promise<Mount>> = {
  'contact-form': react(() => import('../blocks/contact-form'), (m) => m.ContactForm),
  'photo-carousel': plain(() => import('../blocks/photo-carousel.client')),
  chat: react(() => import('../widgets/chat/launcher'), (m) => m.ChatDock),
  'guide-gate': plain(() => import('../blocks/guide-gate.client')),
  'banner-strip': plain(() => import('../blocks/banner-strip.client')),
  'map-embed': plain(() => import('../blocks/map-embed.client')),
  'floating-cta': plain(() => import('../blocks/floating-cta.client')),
  'live-calendar': plain(() => import('../widgets/availability/calendar.client') as Promise<{ enhance: Mount }>),
};
