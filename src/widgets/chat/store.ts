import { create } from 'zustand';

/** SPEC §3 Chat message: in memory only. */
export interface ChatMessage {
  id: number;
  text: string;
  from: 'agent' | 'user';
  ts: number;
  hasImage?: boolean;
  imageUrl?: string;
  imageAlt?: string;
}

interface ChatState {
  open: boolean;
  messages: ChatMessage[];
  /** Shown until the first message is sent or a quick action is picked, and again under a greeting's reply. */
  quickActions: boolean;
  /** Agent messages that arrived while the panel was closed. */
  unread: number;
  /** The latest agent message, for the polite live region (keyed, so a repeated text is read again). */
  announcement: { id: number; text: string } | null;
}

// Lives in the small launcher chunk, so the delayed welcome (and any reply still due after
// the panel closes) has somewhere to go before and after the panel's own code is loaded.
export const useChat = create<ChatState>()(() => ({
  open: false,
  messages: [],
  quickActions: true,
  unread: 0,
  announcement: null,
}));

let nextId = 1;

/** The conversation opens with one welcome from the agent. */
export function ensureWelcome(text: string) {
  if (useChat.getState().messages.length === 0) {
    useChat.setState({ messages: [{ id: nextId++, text, from: 'agent', ts: Date.now() }] });
  }
}

export function addMessage(m: Omit<ChatMessage, 'id' | 'ts'>) {
  const id = nextId++;
  useChat.setState((s) => ({
    messages: [...s.messages, { ...m, id, ts: Date.now() }],
    ...(m.from === 'agent' ? { announcement: { id, text: m.text }, unread: s.open ? 0 : s.unread + 1 } : { quickActions: false }),
  }));
}

export function showQuickActions(shown: boolean) {
  useChat.setState({ quickActions: shown });
}

export function setOpen(open: boolean) {
  useChat.setState(open ? { open, unread: 0 } : { open });
}
