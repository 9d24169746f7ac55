import { expect, it } from 'vitest';
import { ExplorePlaces } from './explore-places';
import { renderHtml } from '../../../tests/support/site';

const html = renderHtml(
  <ExplorePlaces
    type="explore-places"
    icon="utensils"
    heading="Dining"
    items={[
      {
        name: 'Merewether Surfhouse',
        city: 'Merewether NSW',
        distance: '12 min drive',
        cuisine: 'Modern Australian',
        phone: '(02) 5550 0142',
        website: 'https://www.merewethersurfhouse.com.au',
        description: 'Beachfront dining.',
      },
      { name: 'Blackbutt Reserve', distance: '8 min drive', hours: 'Daily, 7 AM - 5 PM', rating: 4.7, description: 'Bushland and wildlife.' },
    ]}
  />,
).replace(/<!-- -->/g, '');

it('links Directions to a maps search for the name and city, in a new tab', () => {
  expect(html).toContain(
    'href="https://www.google.com/maps/search/?api=1&amp;query=Merewether%20Surfhouse%2C%20Merewether%20NSW" target="_blank" rel="noopener noreferrer"',
  );
  // Without a city of its own, a place is searched in the site's city.
  expect(html).toContain('query=Blackbutt%20Reserve%2C%20Newcastle%20NSW');
});

it('adds Website (new tab) and Call (tel:) only where the data has them', () => {
  expect(html).toMatch(/href="https:\/\/www\.merewethersurfhouse\.com\.au" target="_blank"/);
  expect(html).toContain('href="tel:0255500142"');
  expect(html.match(/>Website</g)).toHaveLength(1);
  expect(html.match(/>Call</g)).toHaveLength(1);
  expect(html.match(/>Directions</g)).toHaveLength(2);
});

it('names every button after its place for screen readers', () => {
  expect(html).toContain('Directions<span class="visually-hidden"> to Blackbutt Reserve</span>');
  expect(html).toContain('Call<span class="visually-hidden"> Merewether Surfhouse</span>');
});

it('shows cuisine, phone, hours and rating', () => {
  expect(html).toContain('Modern Australian');
  expect(html).toContain('(02) 5550 0142');
  expect(html).toContain('Daily, 7 AM - 5 PM');
  expect(html).toContain('aria-label="4.7 out of 5 stars"');
});
