import { Bot, X } from '../../components/lucide-icons';
import { styled, keyframes } from 'styled-components';
import { useSite } from '../../core/site-context';
import type { SiteConfig } from '../../core/types/content.gen';
import { text } from '../../theme/type-scale';

// The chat panel's look, shared by the panel (panel.tsx) and the frame that stands in for it
// while the panel's code arrives (frame.tsx), so that the one replaces the other unseen.

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

export const Box = styled.section`
  position: absolute;
  right: 0;
  bottom: calc(var(--fab) + 16px);
  width: min(320px, calc(100vw - 24px));
  @media (min-width: 640px) { width: 380px; }
  height: min(560px, calc(100dvh - 120px));
  display: flex;
  flex-direction: column;
  background: var(--c-surface);
  color: var(--c-text);
  border: 1px solid var(--c-border);
  border-radius: 22px;
  box-shadow: var(--shadow-lg);
  overflow: hidden;
  transform-origin: bottom right;
  animation: ${rise} 0.22s ease-out;
  /* Taking over from the frame (frame.tsx), already on screen: no second rise. */
  &[data-instant] { animation: none; }

  .head {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 16px 14px 16px 18px;
    background: var(--c-primary);
    color: var(--c-primary-text);
  }
  /* A helper's mark, not a person's initials or an "online" dot: nobody reads this chat. */
  .head .avatar {
    flex: none;
    display: grid;
    place-items: center;
    width: 42px;
    height: 42px;
    border-radius: 50%;
    background: color-mix(in srgb, var(--c-primary-text) 18%, transparent);
  }
  .head h2 { font-family: var(--font-body); font-size: ${text.base}; font-weight: 700; margin: 0; letter-spacing: 0; }
  .head p { margin: 0; font-size: ${text.sm}; opacity: 0.9; }
  .head .titles { flex: 1; min-width: 0; }
  .head button {
    flex: none;
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    border: 0;
    cursor: pointer;
    background: transparent;
    color: inherit;
  }
  .head button:hover { background: color-mix(in srgb, var(--c-primary-text) 15%, transparent); }
  .head button:focus-visible { outline: 3px solid var(--c-primary-text); outline-offset: -3px; border-radius: 50%; }
`;

export const List = styled.ol`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  list-style: none;
  margin: 0;
  padding: 18px 14px 8px;
  display: flex;
  flex-direction: column;
  gap: 10px;
  background: var(--c-bg);
  li { display: flex; flex-direction: column; max-width: 86%; }
  li.agent { align-self: flex-start; }
  li.user { align-self: flex-end; align-items: flex-end; }
  .bubble { padding: 10px 14px; border-radius: 18px; font-size: ${text.md}; line-height: 1.5; overflow-wrap: anywhere; }
  li.agent .bubble { background: var(--c-surface); border: 1px solid var(--c-border); border-bottom-left-radius: 6px; }
  li.user .bubble { background: var(--c-primary); color: var(--c-primary-text); border-bottom-right-radius: 6px; }
  li.user .bubble a { color: inherit; }
  .bubble img { border-radius: 12px; margin-bottom: 8px; width: 100%; aspect-ratio: 4 / 3; object-fit: cover; }
  time { font-size: ${text.xs}; color: var(--c-muted); margin: 3px 6px 0; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding: 10px 14px 4px;
  background: var(--c-bg);
  button {
    min-height: 36px;
    padding: 0 14px;
    border-radius: 999px;
    border: 1.5px solid color-mix(in srgb, var(--c-primary) 45%, var(--c-border));
    background: var(--c-surface);
    color: var(--c-text);
    font-size: ${text.sm};
    font-weight: 600;
    cursor: pointer;
    transition: background-color 0.15s ease, border-color 0.15s ease;
  }
  button:hover { background: color-mix(in srgb, var(--c-primary) 10%, var(--c-surface)); border-color: var(--c-primary); }
`;

export const Compose = styled.form`
  display: flex;
  gap: 8px;
  padding: 12px;
  border-top: 1px solid var(--c-border);
  background: var(--c-surface);
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0 16px;
    border-radius: 999px;
    border: 1.5px solid var(--c-border);
    background: var(--c-bg);
    color: var(--c-text);
  }
  input::placeholder { color: var(--c-muted); }
  input:focus-visible { outline: none; border-color: var(--c-primary); box-shadow: 0 0 0 3px color-mix(in srgb, var(--c-primary) 22%, transparent); }
  button {
    flex: none;
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 0;
    cursor: pointer;
    background: var(--c-primary);
    color: var(--c-primary-text);
  }
  button:disabled { opacity: 0.45; cursor: not-allowed; }
`;

/**
 * The panel's header. The panel's has ids for its dialog's name and description and a working
 * close button; the frame's is a look-alike whose button does nothing until the panel is live.
 */
/** The header's line under the title: what the chat is (an automated helper) and who answers enquiries. */
export const chatSubtitle = (site: Pick<SiteConfig, 'chat'>) => site.chat.subtitle ?? '';

export function PanelHead({ live, onClose }: { live: boolean; onClose?: () => void }) {
  const site = useSite();
  const { chat } = site;
  const subtitle = chatSubtitle(site);
  return (
    // A div, not a header: inside a dialog a header would count as a second page banner.
    <div className="head">
      <span className="avatar" aria-hidden="true">
        <Bot size={24} aria-hidden="true" />
      </span>
      <div className="titles">
        <h2 id={live ? 'chat-title' : undefined}>{chat.title}</h2>
        {subtitle && <p id={live ? 'chat-subtitle' : undefined}>{subtitle}</p>}
      </div>
      <button type="button" aria-label="Close chat" onClick={onClose} inert={!live}>
        <X size={22} aria-hidden="true" />
      </button>
    </div>
  );
}

/** The message box's fixed attributes, the same in the panel and its frame. */
export const messageInput = {
  type: 'text',
  placeholder: 'Type your message…',
  'aria-label': 'Type your message',
  maxLength: 500,
  autoComplete: 'off',
  enterKeyHint: 'send',
} as const;
