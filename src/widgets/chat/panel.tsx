import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { styled, keyframes } from 'styled-components';
import { Send, X } from 'lucide-react';
import type { SiteConfig } from '../../types/content.gen';
import { useSite } from '../../app/site-context';
import { inline } from '../../components/inline';
import { Picture } from '../../components/picture';
import { navigate } from '../../client/navigate';
import { addMessage, hideQuickActions, setOpen, useChat } from './store';
import { interpolate, photoReply, replyTo } from './replies';

export interface PanelProps {
  /** Close the panel; returnFocus puts focus back on the chat button. */
  onClose: (returnFocus: boolean) => void;
}

type QuickAction = SiteConfig['chat']['quickActions'][number];

// Module-level timers, not component-bound: a reply due after the panel closes still arrives
// (in the launcher's store), as a person's would.
function sendMessage(text: string, site: SiteConfig) {
  addMessage({ from: 'user', text });
  window.setTimeout(() => addMessage(replyTo(text, site)), site.chat.timing.replyMs);
}

function pickAction(action: QuickAction, site: SiteConfig, navigate: (to: string) => void) {
  hideQuickActions();
  addMessage({ from: 'user', text: action.label });
  if (action.reply === 'photos') {
    window.setTimeout(() => addMessage(photoReply(site)), site.chat.timing.replyMs);
  } else if (action.href) {
    const href = action.href;
    window.setTimeout(() => {
      navigate(href);
      // On a phone the panel covers the page the guest asked for.
      if (window.matchMedia('(max-width: 639px)').matches) setOpen(false);
    }, site.chat.timing.navigateMs);
  }
}

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const Box = styled.section`
  position: absolute;
  right: 0;
  bottom: 76px;
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

  .head {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 16px 14px 16px 18px;
    background: var(--c-primary);
    color: var(--c-primary-text);
  }
  .head .avatar {
    flex: none;
    display: grid;
    place-items: center;
    width: 42px;
    height: 42px;
    border-radius: 50%;
    background: color-mix(in srgb, var(--c-primary-text) 18%, transparent);
    font-weight: 700;
    letter-spacing: 0.02em;
    position: relative;
  }
  /* "Online" only when site.yaml promises a reply time: nobody may be reading otherwise. */
  .head .avatar[data-online]::after {
    content: '';
    position: absolute;
    right: 0;
    bottom: 1px;
    width: 11px;
    height: 11px;
    border-radius: 50%;
    background: #3ccf7e;
    box-shadow: 0 0 0 2px var(--c-primary);
  }
  .head h2 { font-family: var(--font-body); font-size: 1.05rem; font-weight: 700; margin: 0; letter-spacing: 0; }
  .head p { margin: 0; font-size: 0.85rem; opacity: 0.9; }
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

const List = styled.ol`
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
  .bubble { padding: 10px 14px; border-radius: 18px; font-size: 0.95rem; line-height: 1.5; overflow-wrap: anywhere; }
  li.agent .bubble { background: var(--c-surface); border: 1px solid var(--c-border); border-bottom-left-radius: 6px; }
  li.user .bubble { background: var(--c-primary); color: var(--c-primary-text); border-bottom-right-radius: 6px; }
  li.user .bubble a { color: inherit; }
  .bubble img { border-radius: 12px; margin-bottom: 8px; width: 100%; aspect-ratio: 4 / 3; object-fit: cover; }
  time { font-size: 0.72rem; color: var(--c-muted); margin: 3px 6px 0; }
`;

const Actions = styled.div`
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
    font-size: 0.88rem;
    font-weight: 600;
    cursor: pointer;
    transition: background-color 0.15s ease, border-color 0.15s ease;
  }
  button:hover { background: color-mix(in srgb, var(--c-primary) 10%, var(--c-surface)); border-color: var(--c-primary); }
`;

const Compose = styled.form`
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

const time = (ts: number) => new Date(ts).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit' });

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');

/** The open chat: header, messages, quick actions and the message box. Loaded lazily by the launcher. */
export function ChatPanel({ onClose }: PanelProps) {
  const site = useSite();
  const chat = site.chat;
  // Its reply promise ({replyTime}) is left out, with the green dot, when site.yaml sets none.
  const subtitle = chat.subtitle ? interpolate(chat.subtitle, site) : '';
  const online = Boolean(site.contact.replyTime?.trim());
  const messages = useChat((s) => s.messages);
  const showActions = useChat((s) => s.quickActions);
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus({ preventScroll: true });
  }, []);

  // Newest message in view whenever the panel opens or the conversation grows.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setDraft('');
    sendMessage(text, site);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose(true);
    }
  };

  return (
    <Box role="dialog" aria-modal="false" aria-labelledby="chat-title" aria-describedby={subtitle ? 'chat-subtitle' : undefined} onKeyDown={onKeyDown}>
      {/* A div, not a header: inside a dialog a header would count as a second page banner. */}
      <div className="head">
        <span className="avatar" aria-hidden="true" data-online={online ? '' : undefined}>
          {initials(site.brand.shortName) || 'CG'}
        </span>
        <div className="titles">
          <h2 id="chat-title">{chat.title}</h2>
          {subtitle && <p id="chat-subtitle">{subtitle}</p>}
        </div>
        <button type="button" aria-label="Close chat" onClick={() => onClose(true)}>
          <X size={22} aria-hidden="true" />
        </button>
      </div>
      <List ref={listRef} aria-label="Messages" tabIndex={0}>
        {messages.map((m) => (
          <li key={m.id} className={m.from}>
            <span className="visually-hidden">{m.from === 'agent' ? `${site.brand.name}:` : 'You:'}</span>
            <div className="bubble">
              {m.hasImage && m.imageUrl && <Picture src={m.imageUrl} alt={m.imageAlt ?? ''} sizes="320px" />}
              {m.from === 'agent' ? inline(m.text) : m.text}
            </div>
            <time dateTime={new Date(m.ts).toISOString()}>{time(m.ts)}</time>
          </li>
        ))}
      </List>
      {showActions && (
        <Actions role="group" aria-label="Quick actions">
          {chat.quickActions.map((a) => (
            <button
              key={a.label}
              type="button"
              onClick={() => {
                pickAction(a, site, navigate);
                // The actions disappear: keep keyboard focus in the conversation.
                inputRef.current?.focus({ preventScroll: true });
              }}
            >
              {a.label}
            </button>
          ))}
        </Actions>
      )}
      <Compose onSubmit={onSubmit}>
        <input
          ref={inputRef}
          type="text"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Type your message…"
          aria-label="Type your message"
          maxLength={500}
          autoComplete="off"
          enterKeyHint="send"
        />
        <button type="submit" aria-label="Send message" disabled={!draft.trim()}>
          <Send size={19} aria-hidden="true" />
        </button>
      </Compose>
    </Box>
  );
}
