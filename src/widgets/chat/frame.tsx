import { Send } from '../../components/lucide-icons';
import { styled } from 'styled-components';
import { useSite } from '../../core/site-context';
import { inline } from '../../components/inline';
import { Actions, Box, Compose, List, PanelHead, messageInput } from './panel-parts';

// Placed exactly over the chat button, as the chat's own dock is, so the panel's box sits where
// the panel will. Taps pass through it to the button.
const Dock = styled.div`
  position: fixed;
  right: var(--fab-gap);
  bottom: var(--fab-bottom);
  z-index: 61;
  width: var(--fab);
  height: var(--fab);
  pointer-events: none;
  > * { pointer-events: auto; }
  @media print { display: none; }
`;

/**
 * The chat panel's first look (title, welcome, quick actions, message box), prerendered once per
 * build into a file of its own with its styles (`frame: true` in island.ts), which each page's script
 * fetches once the page has loaded. The script puts it on screen the moment the chat button is
 * first tapped (frame-script.ts), so a phone shows the chat at once while the panel's code
 * arrives; the panel then takes its place, keeping anything typed. Its buttons do nothing
 * meanwhile.
 */
export default function ChatFrame() {
  const { chat } = useSite();
  return (
    <Dock className="chat-frame">
      <Box role="dialog" aria-label={chat.title}>
        <PanelHead live={false} />
        <List aria-label="Messages">
          <li className="agent">
            <div className="bubble">{inline(chat.welcome)}</div>
            <time />
          </li>
        </List>
        <Actions inert>
          {chat.quickActions.map((a) => (
            <button key={a.label} type="button">
              {a.label}
            </button>
          ))}
        </Actions>
        <Compose as="div">
          <input {...messageInput} />
          <button type="button" aria-label="Send message" disabled>
            <Send size={19} aria-hidden="true" />
          </button>
        </Compose>
      </Box>
    </Dock>
  );
}
