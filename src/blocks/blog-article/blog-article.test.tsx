import { expect, it } from 'vitest';
import { BlogArticle } from './blog-article';
import { renderHtml } from '../../../tests/support/site';

const html = renderHtml(
  <BlogArticle
    type="blog-article"
    post={{
      slug: 'coastal-walks-newcastle-area',
      title: 'Coastal Walks Around Newcastle',
      excerpt: 'The 6 km Bathers Way links Merewether to Nobbys past ocean baths and lookouts.',
      image: { src: '/images/exterior-front-deck.jpg', alt: 'A coastal path' },
      date: '2024-01-12',
      readTime: '6 min read',
      category: 'Outdoor Adventures',
      tags: ['Walking', 'Whale Watching'],
    }}
    html="<h2>The Bathers Way</h2><p>Start at Merewether.</p>"
    cta={{
      heading: 'Ready to experience Newcastle?',
      buttons: [
        { label: 'Book Your Stay', href: '/bookings' },
        { label: 'Contact Us', href: '/contact' },
      ],
      links: [
        { label: 'Explore the local area', href: '/local-explore' },
        { label: 'More from the blog', href: '/blog' },
      ],
    }}
  />,
).replace(/<!-- -->/g, '');

it('opens with a back link, the meta line, the title as the only h1, the excerpt and tags', () => {
  expect(html).toMatch(/<a href="\/blog" class="back">.*?Back to Blog<\/a>/);
  expect(html).toContain('<time dateTime="2024-01-12">12 January 2024</time>');
  expect(html).toContain('6 min read');
  expect(html).toContain('Outdoor Adventures');
  expect(html.match(/<h1/g)).toHaveLength(1);
  expect(html).toContain('<h1>Coastal Walks Around Newcastle</h1>');
  expect(html).toContain('<li>Whale Watching</li>');
});

it('shows the hero photo eagerly and the rendered body', () => {
  expect(html).toMatch(/<img[^>]*alt="A coastal path"[^>]*loading="eager"/);
  expect(html).toContain('<h2>The Bathers Way</h2><p>Start at Merewether.</p>');
});

it('ends with Book Your Stay, Contact Us and links to explore and the blog', () => {
  expect(html).toMatch(/href="\/bookings"[^>]*>.*?Book Your Stay<\/a>/);
  expect(html).toMatch(/href="\/contact"[^>]*>.*?Contact Us<\/a>/);
  expect(html).toContain('href="/local-explore"');
  expect(html.match(/href="\/blog"/g)!.length).toBeGreaterThanOrEqual(2);
});
