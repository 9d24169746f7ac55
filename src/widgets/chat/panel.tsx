import { useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Send } from '../../components/lucide-icons';
import type { SiteConfig } from '../../core/types/content.gen';
import { useClientSite } from '../../core/site-context';
import type { ClientSite } from '../../core/client-site';
import { inline } from '../../components/inline';
import { Picture } from '../../components/picture';
import { navigate } from '../../core/navigate';
import { addMessage, setOpen, showQuickActions, useChat } from './store';
import { photoReply, replyTo } from './replies';
import { Actions, Box, Compose, List, PanelHead, chatSubtitle, messageInput } from './panel-parts';
import { frameDraft, hideFrame, messageTime } from './frame-script';

export interface PanelProps {
  /** Close the panel; returnFocus puts focus back on the chat button. */
  onClose: (returnFocus: boolean) => void;
}

type QuickAction = SiteConfig['chat']['quickActions'][number];

// Module-level timers, not component-bound: a reply due after the panel closes still arrives
// (in the launcher's store), as a person's would.
function sendMessage(text: string, site: ClientSite) {
  addMessage({ from: 'user', text });
  window.setTimeout(() => {
    const { quickActions, ...reply } = replyTo(text, site);
    addMessage(reply);
    if (quickActions) showQuickActions(true);
  }, site.chat.timing.replyMs);
}

function pickAction(action: QuickAction, site: ClientSite, navigate: (to: string) => void) {
  showQuickActions(false);
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

/** The open chat: header, messages, quick actions and the message box. Loaded lazily by the launcher. */
export function ChatPanel({ onClose }: PanelProps) {
  const site = useClientSite();
  const chat = site.chat;
  const messages = useChat((s) => s.messages);
  const showActions = useChat((s) => s.quickActions);
  // The frame stood in while this code arrived: take its place as it is, typed text and all.
  const [fromFrame] = useState(frameDraft);
  const [draft, setDraft] = useState(fromFrame && !fromFrame.send ? fromFrame.text : '');
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    inputRef.current?.focus({ preventScroll: true });
    hideFrame();
    if (fromFrame?.send && fromFrame.text.trim()) {
      fromFrame.send = false; // once, even where effects run twice (development)
      sendMessage(fromFrame.text.trim(), site);
    }
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
    <Box role="dialog" aria-modal="false" aria-labelledby="chat-title" aria-describedby={chatSubtitle(site) ? 'chat-subtitle' : undefined} onKeyDown={onKeyDown} data-instant={fromFrame === null ? undefined : ''}>
      <PanelHead live onClose={() => onClose(true)} />
      <List ref={listRef} aria-label="Messages" tabIndex={0}>
        {messages.map((m) => (
          <li key={m.id} className={m.from}>
            <span className="visually-hidden">{m.from === 'agent' ? `${site.brand.name}:` : 'You:'}</span>
            <div className="bubble">
              {m.hasImage && m.imageUrl && <Picture src={m.imageUrl} alt={m.imageAlt ?? ''} sizes="320px" />}
              {m.from === 'agent' ? inline(m.text) : m.text}
            </div>
            <time dateTime={new Date(m.ts).toISOString()}>{messageTime(m.ts)}</time>
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
        <input ref={inputRef} {...messageInput} value={draft} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit" aria-label="Send message" disabled={!draft.trim()}>
          <Send size={19} aria-hidden="true" />
        </button>
      </Compose>
    </Box>
  );
}
