import type { ReviewsBlock } from '../../core/types/content.gen';
import { ReviewCards } from './cards';
import { ReviewsPage } from './page';
import { ReviewQuotes } from './quotes';
import { ReviewSpotlight } from './spotlight';

const layouts = { cards: ReviewCards, quotes: ReviewQuotes, spotlight: ReviewSpotlight, page: ReviewsPage };

/** Guest reviews in the layout the block asks for (see schemas/blocks/reviews.schema.json). */
export function Reviews(block: ReviewsBlock) {
  const Layout = layouts[block.layout ?? 'cards'];
  return <Layout {...block} />;
}
