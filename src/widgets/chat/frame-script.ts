// The chat panel's frame (frame.tsx): shown by the page's own script on the first tap, handed
// over to the panel once its code has arrived.

const frame = () => document.querySelector<HTMLElement>('body > .chat-frame');

export const messageTime = (ts: number) => new Date(ts).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit' });

/** Puts the frame above the chat button (wherever it has stepped aside to) and the cursor in its message box. */
export function showFrame(button: Element) {
  const template = document.querySelector<HTMLTemplateElement>('template[data-chat-frame]');
  if (frame() || !template) return;
  const f = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  f.style.translate = getComputedStyle(button.closest('.chat-dock') ?? button).translate;
  f.querySelector('time')!.textContent = messageTime(Date.now());
  document.body.append(f);
  // Within the tap: a phone opens its keyboard only for a field focused in answer to one.
  f.querySelector('input')!.focus({ preventScroll: true });
}

/** What was typed into the frame while it stood in, or null when it is not on screen. */
export const frameDraft = (): string | null => frame()?.querySelector('input')?.value ?? null;

export const hideFrame = () => frame()?.remove();
