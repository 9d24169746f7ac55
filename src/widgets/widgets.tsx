import { ChatLauncher } from './chat/launcher';

/** Site-wide widgets mounted once beside the page; each loads its heavy code lazily (toasts load on first use). */
export function Widgets() {
  return <ChatLauncher />;
}
