import { createElement, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { CloseButtonProps, ToastTransitionProps, toast as ToastFn } from 'react-toastify';
import { text } from '../theme/type-scale';

type ToastKind = 'success' | 'info' | 'warning' | 'error' | 'loading';

/** Our palette for react-toastify's variables, so toasts match the site in both themes. */
const themeCss = `
.Toastify {
  --toastify-toast-width: 356px;
  --toastify-toast-bd-radius: 14px;
  --toastify-font-family: var(--font-body);
  --toastify-color-light: var(--c-surface);
  --toastify-text-color-light: var(--c-text);
  --toastify-color-dark: var(--c-surface);
  --toastify-text-color-dark: var(--c-text);
  --toastify-toast-shadow: var(--shadow-lg);
  --toastify-color-success: #1f7a4d;
  --toastify-color-error: #b42318;
  --toastify-color-info: var(--c-primary);
  --toastify-color-warning: #a86b12;
  --toastify-color-progress-light: var(--c-primary);
  --toastify-color-progress-dark: var(--c-primary);
}
:root.dark .Toastify {
  --toastify-color-success: #6fd3a0;
  --toastify-color-error: #ff8a80;
  --toastify-color-warning: #f3bd55;
}
/* Bottom centre: clear of the header, of the chat button (bottom right) and of the floating
   "Check availability" button (bottom left) on a wide screen. On a phone the container spans
   the width, so it stops short of the chat button's column. */
@media (max-width: 480px) {
  .Toastify__toast-container--bottom-center {
    left: 12px;
    right: 84px;
    width: auto;
    bottom: calc(12px + env(safe-area-inset-bottom));
  }
  .Toastify__toast-container--bottom-center .Toastify__toast { border-radius: var(--toastify-toast-bd-radius); margin-bottom: 0; }
}
.Toastify__toast { border: 1px solid var(--c-border); gap: 4px; }
.Toastify__toast-container { gap: 14px; }
.toast-text { flex: 1; min-width: 0; line-height: 1.45; }
.toast-text strong { display: block; font-weight: 700; color: var(--c-text); }
.toast-text span { display: block; color: var(--c-muted); font-size: ${text.md}; }
.Toastify__close-button { color: var(--c-text); opacity: 0.75; align-self: flex-start; width: 28px; height: 28px; display: grid; place-items: center; }
.Toastify__close-button:hover, .Toastify__close-button:focus-visible { opacity: 1; }
@media print { .Toastify { display: none !important; } }
/* The site's reduced-motion rule shortens every animation, and toastify times auto-close by
   its progress bar's animation: without this, toasts would vanish at once. */
@media (prefers-reduced-motion: reduce) {
  .Toastify__progress-bar--animated { animation-duration: 4000ms !important; }
  .Toastify__progress-bar--wrp { opacity: 0; }
}
`;

function CloseButton({ closeToast }: CloseButtonProps) {
  return createElement(
    'button',
    {
      type: 'button',
      className: 'Toastify__close-button',
      'aria-label': 'Close toast',
      onClick: (e: { stopPropagation(): void }) => {
        e.stopPropagation();
        closeToast(true);
      },
    },
    createElement('span', { 'aria-hidden': true, style: { fontSize: 20, lineHeight: 1 } }, '×'),
  );
}

/**
 * A notice that replaces another (`id`) leaves at once when it closes, with no exit animation:
 * otherwise the next one could arrive while it still fades out, and two would be on screen.
 */
function LeavesAtOnce({ children, isIn, done, playToast }: ToastTransitionProps) {
  useEffect(() => playToast(), [playToast]);
  useLayoutEffect(() => {
    if (!isIn) done();
  }, [isIn, done]);
  return children as ReactNode;
}

let ready: Promise<typeof ToastFn> | undefined;

/**
 * Loads react-toastify (it injects its own CSS) and mounts the one container on first use,
 * so pages that never show a notice never download it.
 */
function container(): Promise<typeof ToastFn> {
  ready ??= import('react-toastify').then(({ ToastContainer, toast }) => {
    const style = document.createElement('style');
    style.dataset.toasts = '';
    style.textContent = themeCss;
    document.head.appendChild(style);
    const host = document.createElement('div');
    host.id = 'toasts';
    document.body.appendChild(host);
    createRoot(host).render(
      createElement(ToastContainer, {
        position: 'bottom-center',
        autoClose: 4000,
        limit: 3,
        draggable: true,
        draggablePercent: 20,
        closeButton: CloseButton,
        newestOnTop: true,
        'aria-label': 'Notifications Alt+T',
      }),
    );
    return toast;
  });
  return ready;
}

/** The notice on screen for each caller's `id`, until it starts to close. */
const shown = new Map<string, string>();
let made = 0;

/**
 * Shows a brief notice: a bold title and an optional line of detail. Returns its id. With `id`,
 * a notice still on screen under that id is replaced in place: one notice per event, never a pile.
 */
export async function toast(kind: ToastKind, title: string, message?: string, opts: { id?: string } = {}): Promise<string | number> {
  const t = await container();
  const body: ReactNode = createElement('div', { className: 'toast-text' }, createElement('strong', null, title), message ? createElement('span', null, message) : null);
  const theme = document.documentElement.classList.contains('dark') ? 'dark' : 'light';
  const key = opts.id;
  const live = key === undefined ? undefined : shown.get(key);
  if (kind === 'loading') return t.loading(body, { theme });
  const options = { theme, role: kind === 'error' || kind === 'warning' ? 'alert' : 'status' } as const;
  if (live !== undefined) {
    // At once: toastify applies an update 100 ms later by default, and one for a notice closed
    // meanwhile would bring it back beside its successor.
    t.update(live, { ...options, render: body, type: kind, autoClose: 4000, delay: undefined });
    return live;
  }
  if (key === undefined) return t[kind](body, options);
  // A fresh toast id each time: toastify refuses an id it still holds (one that just closed).
  const toastId = `${key}-${++made}`;
  shown.set(key, toastId);
  return t[kind](body, { ...options, toastId, transition: LeavesAtOnce, onClose: () => shown.get(key) === toastId && shown.delete(key) });
}

/** Takes the notice shown under `id` off the screen (the gate's, once the guide is open). */
export async function dismiss(id: string): Promise<void> {
  const live = shown.get(id);
  if (live !== undefined) (await container()).dismiss(live);
}
