import { styled } from 'styled-components';
import type { FloatingCtaBlock } from '../../core/types/content.gen';
import { ActionLink } from '../../components/action-link';
import { Icon } from '../../components/icon';
import { buttonStyles, type Variant } from '../../components/ui';
import { BESIDE_CONTENT } from '../../core/fixed-buttons';

// Bottom left, never over the chat button at the bottom right. With script it waits until the
// page's first section (the hero, with its own buttons) has scrolled away (client.ts). On a
// wide screen it is a round button in the page's margin beside the content, its words shown
// while pointed at or focused; on a narrower one it steps aside to the left while the page
// scrolls (src/core/fixed-buttons.ts). Without script it is not shown: the hero and the page's
// own links lead to the same place.
const Dock = styled.div`
  position: fixed;
  left: var(--fab-gap);
  bottom: var(--fab-bottom);
  --aside: calc(-100% - var(--fab-gap) - 8px);
  z-index: 40;
  transition: opacity 0.2s ease, transform 0.2s ease, visibility 0.2s, translate 0.25s ease;
  html.js &[data-shown='false'] { opacity: 0; visibility: hidden; transform: translateY(12px); }
  html:not(.js) & { display: none; }
  @media print { display: none; }
`;

const Link = styled(ActionLink)<{ $variant: Variant }>`
  ${(p) => buttonStyles(p.$variant)}
  min-height: var(--fab);
  box-shadow: var(--shadow-lg);
  @media ${BESIDE_CONTENT} {
    width: var(--fab);
    padding: 0;
    white-space: nowrap;
    /* Round, its words kept for screen readers (as .visually-hidden does), shown while pointed
       at or focused. */
    &:not(:hover, :focus-visible) .label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
    &:hover, &:focus-visible { width: auto; padding: 0 22px 0 13px; }
  }
`;

export function FloatingCta({ button }: FloatingCtaBlock) {
  return (
    <Dock data-shown="false" data-fixed-button="">
      <Link href={button.href} $variant={button.href === '@booking' ? 'book' : (button.variant ?? 'primary')}>
        <Icon name={button.icon ?? 'calendar'} size={20} />
        <span className="label">{button.label}</span>
      </Link>
    </Dock>
  );
}
