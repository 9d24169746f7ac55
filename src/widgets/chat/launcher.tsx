import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { styled, css } from 'styled-components';
import { useSite } from '../../core/site-context';
import { addMessage, ensureWelcome, setOpen, useChat } from './store';
import { markWelcomeShown, welcomeShown } from './welcome-flag';
import type { PanelProps } from './panel';
import { text } from '../../theme/type-scale';

let panelModule: Promise<{ ChatPanel: ComponentType<PanelProps> }> | undefined;
/** The panel's code, fetched once: when the pointer or focus reaches the button, or on open. */
const loadPanel = () => (panelModule ??= import('./panel'));

/** Chat texts may hold **bold** and [links](/path); a screen reader should hear just the words. */
const plain = (text: string) => text.replace(/\[(.+?)\]\([^)]*\)/g, '$1').replace(/\*\*(.+?)\*\*/g, '$1');

const Dock = styled.div`
  position: fixed;
  /* Beside the content on a wide screen; on a narrow one it steps aside to the right while the
     page scrolls (src/core/fixed-buttons.ts). */
  right: var(--fab-gap);
  bottom: var(--fab-bottom);
  --aside: calc(100% + var(--fab-gap) + 8px);
  transition: translate 0.25s ease;
  z-index: 60;
  @media print { display: none; }
  /* The chat is all script: without JavaScript its button would do nothing. */
  html:not(.js) & { display: none; }
`;

const Round = styled.button<{ $open: boolean }>`
  position: relative;
  display: grid;
  place-items: center;
  width: var(--fab);
  height: var(--fab);
  border-radius: 50%;
  border: 0;
  cursor: pointer;
  background: var(--c-primary);
  color: var(--c-primary-text);
  box-shadow: var(--shadow-lg);
  transition: transform 0.2s ease, box-shadow 0.2s ease;
  &:hover { transform: translateY(-2px) scale(1.03); }
  &:focus-visible { outline: 3px solid var(--c-primary); outline-offset: 4px; border-radius: 50%; }
  svg { transition: transform 0.2s ease, opacity 0.2s ease; }
  ${(p) => p.$open && css`svg { transform: rotate(90deg); }`}
  .badge {
    position: absolute;
    top: -2px;
    right: -2px;
    min-width: 22px;
    height: 22px;
    padding: 0 6px;
    border-radius: 999px;
    background: var(--c-accent);
    color: var(--c-accent-text);
    font-size: ${text.xs};
    font-weight: 700;
    line-height: 22px;
    text-align: center;
    box-shadow: 0 0 0 2px var(--c-bg);
  }
`;

// Inline paths rather than the icon library: this button is in every page's first load.
const ChatIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" />
  </svg>
);
const CloseIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);

/**
 * The chat button and panel. Prerendered as a plain button; this island hydrates on the first
 * pointer, focus or key event on it, or when the delayed welcome is due (src/client/chat.ts).
 * The conversation lives in a module store, and the router keeps this dock across pages.
 */
export function ChatDock() {
  const site = useSite();
  const chat = site.chat;
  const open = useChat((s) => s.open);
  const unread = useChat((s) => s.unread);
  const announcement = useChat((s) => s.announcement);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [Panel, setPanel] = useState<ComponentType<PanelProps> | null>(null);

  // SPEC §4: one extra agent message 15 s after the page opened (or the panel last closed),
  // once per session, only while the panel is closed.
  const closedAt = useRef(0);
  useEffect(() => {
    if (open || welcomeShown()) return;
    const deliver = () => {
      if (useChat.getState().open || welcomeShown()) return;
      ensureWelcome(chat.welcome);
      addMessage({ from: 'agent', text: chat.delayedWelcome });
      markWelcomeShown();
    };
    const due = chat.timing.delayedWelcomeMs - (performance.now() - closedAt.current);
    // Hydrated because the welcome fell due: deliver it now rather than a timer tick later.
    if (due <= 0) return deliver();
    const timer = window.setTimeout(deliver, due);
    return () => window.clearTimeout(timer);
  }, [open, chat]);

  useEffect(() => {
    if (!open || Panel) return;
    let live = true;
    loadPanel().then((m) => live && setPanel(() => m.ChatPanel));
    return () => {
      live = false;
    };
  }, [open, Panel]);

  const toggle = () => {
    if (!open) ensureWelcome(chat.welcome);
    else closedAt.current = performance.now();
    setOpen(!open);
  };

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    closedAt.current = performance.now();
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const badge = unread > 0 && !open;
  return (
    <Dock className="chat-dock" data-fixed-button="" data-welcome-after={chat.timing.delayedWelcomeMs}>
      <div id="chat-panel">{open && Panel && <Panel onClose={close} />}</div>
      <Round
        ref={buttonRef}
        type="button"
        $open={open}
        // The badge's number is text on the button, so the button's name says it too (WCAG 2.5.3).
        aria-label={badge ? `${chat.title}, ${unread} new message${unread === 1 ? '' : 's'}` : chat.title}
        aria-expanded={open}
        aria-controls="chat-panel"
        onClick={toggle}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
        {badge && (
          <span className="badge" id="chat-unread">{unread}</span>
        )}
      </Round>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement && <span key={announcement.id}>{plain(announcement.text)}</span>}
      </div>
    </Dock>
  );
}
