import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { Button as ButtonDef } from '../core/types/content.gen';
import { useSite } from '../core/site-context';
import { ButtonRow, buttonStyles, type Variant } from './ui';
import { Icon } from './icon';

interface Props {
  href: string;
  children: ReactNode;
  className?: string;
  'aria-current'?: 'page';
}

/**
 * One link for every kind of target in content: @booking and other sites open in a new tab
 * (rel=noopener so they cannot reach back into this page); site paths, tel:, mailto: and
 * #anchors are plain links (the client router takes site paths over).
 */
export function ActionLink({ href, children, ...rest }: Props) {
  const site = useSite();
  if (href === '@booking') href = site.booking.url;
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return <a href={href} {...rest}>{children}</a>;
}

const Styled = styled(ActionLink)<{ $variant: Variant }>`
  ${(p) => buttonStyles(p.$variant)}
`;

/** A content button (schema `button`): booking buttons get the booking accent colour. */
export function ButtonLink({ button, variant }: { button: ButtonDef; variant?: Variant }) {
  const v: Variant = variant ?? (button.href === '@booking' ? 'book' : (button.variant ?? 'primary'));
  return (
    <Styled href={button.href} $variant={v}>
      {button.icon && <Icon name={button.icon} size={18} />}
      {button.label}
    </Styled>
  );
}

const CentredRow = styled(ButtonRow)`
  justify-content: center;
  margin-top: clamp(28px, 4vw, 44px);
`;

/** The optional link under a section's cards ("See all reviews", ...), centred. */
export function SectionLink({ button }: { button?: ButtonDef }) {
  if (!button) return null;
  return (
    <CentredRow>
      <ButtonLink button={button} />
    </CentredRow>
  );
}
