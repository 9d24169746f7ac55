import { expect, it } from 'vitest';
import { Hero } from './hero';
import { renderHtml } from '../../../tests/support/site';

it('renders badge, one h1, the facts summary and up to three buttons', () => {
  const html = renderHtml(
    <Hero
      type="hero"
      badge="Kahibah"
      heading="Stay in Kahibah"
      text="Quiet streets, close to everything."
      summary
      buttons={[
        { label: 'Book your stay', href: '/bookings' },
        { label: 'Ask us', href: '/contact', variant: 'secondary' },
        { label: 'Meet Your Hosts', href: '/about' },
      ]}
    />,
  );
  expect(html.match(/<h1/g)).toHaveLength(1);
  expect(html).toContain('Stay in Kahibah');
  expect(html).toContain('4 guests · 2 bedrooms · 3 beds · 1 bath');
  expect(html).toContain('href="/bookings"');
  expect(html).toContain('Meet Your Hosts');
});

it('opens the external booking page in a new tab for @booking', () => {
  const html = renderHtml(<Hero type="hero" heading="Hi" buttons={[{ label: 'Book', href: '@booking' }]} />);
  expect(html).toMatch(/href="https:\/\/[^"]+" target="_blank" rel="noopener noreferrer"/);
});

it('loads the hero photo eagerly: it is the largest paint', () => {
  const html = renderHtml(<Hero type="hero" heading="Hi" image={{ src: '/images/exterior-front-deck.jpg', alt: 'Deck' }} />);
  expect(html).toContain('alt="Deck"');
  expect(html).not.toContain('loading="lazy"');
});
