import { describe, expect, it } from 'vitest';
import type { PageDefinition, Review } from '../../src/core/types/content.gen';
import type { BlogCard } from '../../src/blocks/blog-list/cards';
import type { ReviewSummary } from '../../src/blocks/reviews/summary';
import { loadContent } from '../../src/content/load-content';
import { buildModel, toPageData } from '../../src/content/model';

const content = loadContent();
const pages = buildModel(content).pages.map((p) => p.data);

const review = (rating: number, i: number): Review => ({
  name: `Guest ${i}`,
  initials: 'G',
  city: 'Sydney',
  state: 'NSW',
  rating,
  date: 'March 2024',
  dateISO: '2024-03-01',
  quote: 'Lovely stay.',
});

function summaryOf(ratings: number[]): ReviewSummary {
  const def: PageDefinition = {
    path: '/reviews-test',
    title: 'Reviews test page',
    description: 'A page made in the test to compute a review average from the reviews it holds.',
    blocks: [{ type: 'hero', heading: 'Reviews' }, { type: 'reviews', layout: 'page', items: ratings.map(review) }],
  };
  return toPageData(def, content.site, content.posts).data.blocks[1].computed as ReviewSummary;
}

describe('review average', () => {
  it('is 5.0 from six five-star reviews, with the count', () => {
    expect(summaryOf([5, 5, 5, 5, 5, 5])).toEqual({ average: '5.0', count: 6, countLabel: '6 reviews' });
  });

  it('is 4.5 from a 4 and a 5', () => {
    expect(summaryOf([4, 5])).toMatchObject({ average: '4.5', count: 2 });
  });

  it('rounds to one decimal and says "review" for one', () => {
    expect(summaryOf([4, 4, 5]).average).toBe('4.3');
    expect(summaryOf([3]).countLabel).toBe('1 review');
  });
});

describe('the reviews page', () => {
  const page = pages.find((p) => p.path === '/reviews')!;
  const lodging = page.jsonLd.find((d) => d['@type'] === 'LodgingBusiness') as Record<string, any>;

  it("states the site's rating in its title ({rating}), and shows the average computed from its six reviews", () => {
    expect(page.title).toContain('Rated 4.93 Stars');
    expect(page.blocks.map((b) => b.computed)).toContainEqual({ average: '5.0', count: 6, countLabel: '6 reviews' });
  });

  it('gives its LodgingBusiness the computed aggregate and one Review per review', () => {
    expect(lodging.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 5, reviewCount: 6, bestRating: 5, worstRating: 1 });
    expect(lodging.review).toHaveLength(6);
    expect(lodging.review[0]).toMatchObject({ '@type': 'Review', author: { '@type': 'Person', name: 'Sarah Mitchell' }, reviewRating: { ratingValue: 5 } });
  });
});

describe('structured data', () => {
  it("gives every LodgingBusiness the host's phone from site.yaml contact.phone, the one place it is set", () => {
    const phone = '+61 412 345 678';
    const site = { ...content.site, contact: { ...content.site.contact, phone } };
    const lodgings = buildModel({ ...content, site }).pages.flatMap((p) => p.data.jsonLd.filter((d) => d['@type'] === 'LodgingBusiness'));
    expect(lodgings.length).toBeGreaterThan(5);
    for (const l of lodgings) expect(l.telephone).toBe(phone);
  });
});

describe('blog listing', () => {
  const page = pages.find((p) => p.path === '/blog')!;
  const cards = page.blocks.map((b) => b.computed).find(Array.isArray) as BlogCard[];

  it('lists every post newest first, without the article bodies', () => {
    expect(cards.map((c) => c.date)).toEqual([...cards.map((c) => c.date)].sort().reverse());
    expect(cards).toHaveLength(content.posts.length);
    expect(cards[0].href).toBe(`/blog/${cards[0].slug}`);
    expect(JSON.stringify(cards)).not.toContain('<h2>');
  });

  it('adds Blog structured data listing the posts', () => {
    const blog = page.jsonLd.find((d) => d['@type'] === 'Blog') as Record<string, any>;
    expect(blog.blogPost).toHaveLength(cards.length);
    expect(blog.publisher).toMatchObject({ '@type': 'Organization', name: content.site.brand.name });
  });
});
