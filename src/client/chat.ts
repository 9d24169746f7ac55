import { welcomeShown } from '../widgets/chat/welcome-flag';
import { hydrate } from './islands';

/**
 * The chat stays a plain button until used; when its delayed welcome falls due this session,
 * its island is loaded so the message can arrive (the island's own timer then delivers it).
 */
export function scheduleChatWelcome() {
  const island = document.querySelector<HTMLElement>('[data-island="chat"]');
  const after = Number(island?.querySelector<HTMLElement>('[data-welcome-after]')?.dataset.welcomeAfter);
  if (!island || !after || welcomeShown()) return;
  setTimeout(() => {
    const dock = document.querySelector<HTMLElement>('[data-island="chat"]');
    if (dock && !welcomeShown()) void hydrate(dock);
  }, after);
}
