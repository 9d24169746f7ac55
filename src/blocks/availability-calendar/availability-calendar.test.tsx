import { expect, it } from 'vitest';
import { AvailabilityCalendar } from './availability-calendar';
import type { AvailabilityCalendarBlock } from '../../core/types/content.gen';
import { realSite, renderHtml } from '../../../tests/support/site';

const block: AvailabilityCalendarBlock = {
  type: 'availability-calendar',
  pageHeading: true,
  heading: 'Reserve Your Experience',
  calendarHeading: 'Availability',
  book: { heading: 'Book your stay', text: 'The nightly rate and cleaning fee are shown on the booking page.', label: 'Book Now' },
  panels: [
    {
      icon: 'clock',
      title: 'Stay details',
      rows: [
        { label: 'Check-in', value: '3:00 PM onwards' },
        { label: 'Check-out', value: '10:00 AM' },
        { label: 'Minimum stay', value: '2 nights' },
      ],
    },
    { icon: 'sparkles', title: "What's included", items: ['WiFi', 'All amenities access', '24/7 support'] },
  ],
};

it('prerenders the loading state, never the date picker (it is loaded in the browser)', () => {
  const html = renderHtml(<AvailabilityCalendar {...block} />);
  expect(html).toMatch(/role="status"[^>]*>.*Loading availability\.\.\./s);
  expect(html).not.toContain('react-datepicker');
});

it('opens the page with an h1 when it is the page heading, and an h2 otherwise', () => {
  expect(renderHtml(<AvailabilityCalendar {...block} />).match(/<h1[^>]*>Reserve Your Experience<\/h1>/)).toBeTruthy();
  const below = renderHtml(<AvailabilityCalendar {...block} pageHeading={false} />);
  expect(below).not.toContain('<h1');
  expect(below).toMatch(/<h2[^>]*>Reserve Your Experience<\/h2>/);
});

it('shows the stay terms and what is included beside the calendar', () => {
  const html = renderHtml(<AvailabilityCalendar {...block} />);
  for (const text of ['Check-in', '3:00 PM onwards', 'Check-out', '10:00 AM', 'Minimum stay', '2 nights', 'WiFi', 'All amenities access', '24/7 support']) {
    expect(html).toContain(text);
  }
  expect(html).toContain('The nightly rate and cleaning fee are shown on the booking page.');
});

it("draws its side panels as the facts page draws its own (one panel, components/fact-panel.tsx), a level below the card's heading", () => {
  const html = renderHtml(<AvailabilityCalendar {...block} />);
  expect(html).toMatch(/<h3>Stay details<\/h3>.*<dt>Check-in<\/dt><dd>3:00 PM onwards<\/dd>/s);
  expect(html).toMatch(/<h3>What(&#x27;|')s included<\/h3>.*<li><svg[^>]*lucide-check[^>]*>.*?<span>WiFi<\/span><\/li>/s);
  // House rules come from site.yaml here too, crossed out.
  const rules = renderHtml(<AvailabilityCalendar {...block} pageHeading={false} panels={[{ icon: 'shield', title: 'House rules', houseRules: true, itemStyle: 'not-allowed' }]} />);
  expect(rules).toMatch(/<h4>House rules<\/h4>.*<li class="not-allowed"><svg[^>]*lucide-ban/s);
});

it('has a Book Now link that opens the booking page from site.yaml in a new tab', () => {
  const html = renderHtml(<AvailabilityCalendar {...block} />);
  const url = realSite().booking.url.replace(/[.?]/g, '\\$&');
  expect(html).toMatch(new RegExp(`<a[^>]*href="${url}"[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*>Book Now`));
});

it('explains the calendar styles in a legend', () => {
  const html = renderHtml(<AvailabilityCalendar {...block} />);
  for (const label of ['Available', 'Booked', 'Closed', 'Today']) expect(html).toContain(label);
});
