// The chat panel's frame (frame.tsx): shown by the page's own script on the first tap, handed
// over to the panel once its code has arrived.

const frame = () => document.querySelector<HTMLElement>('body > .chat-frame');

export const messageTime = (ts: number) => new Date(ts).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit' });

/** Puts the frame above the chat button and the cursor in its message box. */
export function showFrame(button: Element) {
  const template = document.querySelector<HTMLTemplateElement>('template[data-chat-frame]');
  if (frame() || !template) return;
  const f = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  f.querySelector('time')!.textContent = messageTime(Date.now());
  document.body.append(f);
  const input = f.querySelector('input')!;
  // A message sent before the panel's code has arrived is not lost: the panel sends it.
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && input.value.trim()) f.dataset.send = '';
  });
  // Within the tap: a phone opens its keyboard only for a field focused in answer to one.
  input.focus({ preventScroll: true });
}

/** What was typed into the frame while it stood in, and whether Enter sent it; null when it is not on screen. */
export function frameDraft(): { text: string; send: boolean } | null {
  const f = frame();
  const input = f?.querySelector('input');
  return f && input ? { text: input.value, send: 'send' in f.dataset } : null;
}

export const hideFrame = () => frame()?.remove();
