import { createRoot } from 'react-dom/client';
import site from 'virtual:site';
import type { GuideContent } from '../../types/content.gen';
import { IslandRoot } from '../../islands/root';
import { Guide } from '../../widgets/guide/guide';

/**
 * Replaces the gate (the island's root `el`) with the unlocked guide, rendered by React;
 * resolves to its unmount once it is on screen. `onLock` is the guide's "Lock the guide".
 */
export function showGuide(el: HTMLElement, content: GuideContent, onLock: () => void): Promise<() => void> {
  return new Promise((resolve) => {
    el.replaceChildren();
    const root = createRoot(el, { identifierPrefix: `${el.dataset.id ?? 'guide'}-` });
    root.render(
      <IslandRoot site={site} data={{ props: {} }} onReady={() => resolve(() => root.unmount())}>
        <Guide content={content} onLock={onLock} />
      </IslandRoot>,
    );
  });
}
