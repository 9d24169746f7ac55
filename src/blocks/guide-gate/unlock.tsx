import { createRoot } from 'react-dom/client';
import site from 'virtual:site';
import type { GateNotice } from '../../core/guide-gate';
import type { GuideContent } from '../../core/types/content.gen';
import { IslandRoot } from '../../islands/root';
import { Guide } from '../../widgets/guide/guide';

/**
 * Replaces the gate (the island's root `el`) with the unlocked guide, rendered by React;
 * resolves to its unmount once it is on screen. `onLock` is the guide's "Lock the guide";
 * `notice` is said above its welcome (a fresh unlock's "Access Granted").
 */
export function showGuide(el: HTMLElement, content: GuideContent, onLock: () => void, notice?: GateNotice): Promise<() => void> {
  return new Promise((resolve) => {
    el.replaceChildren();
    const root = createRoot(el, { identifierPrefix: `${el.dataset.id ?? 'guide'}-` });
    root.render(
      <IslandRoot site={site} data={{ props: {} }} onReady={() => resolve(() => root.unmount())}>
        <Guide content={content} onLock={onLock} notice={notice} />
      </IslandRoot>,
    );
  });
}
