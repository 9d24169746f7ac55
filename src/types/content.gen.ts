/* Generated from schemas/ by `npm run gen`. Do not edit: change the schema instead. */

/**
 * Lets links such as #details jump to this section.
 */
export type AnchorId = string;
export type SectionHeading = string;
/**
 * A site path (/bookings), an anchor (#details), an absolute URL, tel:/mailto:, or @booking for the external booking page.
 */
export type LinkTarget = string;
/**
 * One of the site's named icons.
 */
export type Icon =
  | 'home'
  | 'users'
  | 'bed'
  | 'bath'
  | 'star'
  | 'wifi'
  | 'car'
  | 'snowflake'
  | 'kitchen'
  | 'key'
  | 'clock'
  | 'map-pin'
  | 'waves'
  | 'wine'
  | 'briefcase'
  | 'heart'
  | 'sun'
  | 'tree'
  | 'shopping-bag'
  | 'coffee'
  | 'utensils'
  | 'shield'
  | 'tv'
  | 'washer'
  | 'calendar'
  | 'phone'
  | 'mail'
  | 'sparkles'
  | 'baby'
  | 'camera'
  | 'check'
  | 'train'
  | 'plane'
  | 'mountain'
  | 'fish'
  | 'film'
  | 'book'
  | 'compass'
  | 'umbrella'
  | 'leaf';
export type Rating = number;

/**
 * A closing call to action with a heading, text and buttons.
 */
export interface CtaBlock {
  type: 'cta';
  id?: AnchorId;
  heading: SectionHeading;
  text?: string;
  /**
   * @minItems 1
   * @maxItems 4
   */
  buttons: Button[];
  /**
   * Smaller text links under the buttons.
   *
   * @maxItems 4
   */
  links?: Button[];
}
export interface Button {
  label: string;
  href: LinkTarget;
  variant?: 'primary' | 'secondary' | 'ghost';
  icon?: Icon;
}
/**
 * Benefit or feature cards, each with an icon, a title and a short description.
 */
export interface FeatureCardsBlock {
  type: 'feature-cards';
  id?: AnchorId;
  heading?: SectionHeading;
  intro?: string;
  /**
   * @minItems 1
   * @maxItems 12
   */
  items: {
    icon: Icon;
    title: string;
    description: string;
  }[];
  link?: Button;
}
/**
 * A checklist of features or claims, with an optional link, rating card and note.
 */
export interface FeatureListBlock {
  type: 'feature-list';
  id?: AnchorId;
  heading: SectionHeading;
  intro?: string;
  /**
   * @minItems 1
   * @maxItems 24
   */
  items: string[];
  link?: Button;
  /**
   * A card with the advertised score, e.g. 4.9 from 143 reviews.
   */
  rating?: {
    score: number;
    count: number;
    text?: string;
  };
  note?: {
    title: string;
    text: string;
  };
}
/**
 * A button fixed at the bottom of the screen while the page scrolls (e.g. 'Check availability').
 */
export interface FloatingCtaBlock {
  type: 'floating-cta';
  button: Button;
}
/**
 * The opening banner of a page: badge, heading, text, up to three buttons and a photo.
 */
export interface HeroBlock {
  type: 'hero';
  id?: AnchorId;
  badge?: string;
  heading: string;
  text?: string;
  /**
   * Show the guests / bedrooms / beds / bath line from site.yaml.
   */
  summary?: boolean;
  /**
   * @maxItems 3
   */
  buttons?: Button[];
  image?: Image;
  /**
   * A widget shown beside the hero text.
   */
  aside?: 'availability';
}
export interface Image {
  /**
   * A file under public/images/.
   */
  src: string;
  /**
   * Describes the photo for screen readers; empty only for decoration.
   */
  alt: string;
}
/**
 * Places near the guesthouse with their distance or travel time.
 */
export interface NearbyPlacesBlock {
  type: 'nearby-places';
  id?: AnchorId;
  heading: SectionHeading;
  intro?: string;
  /**
   * @minItems 1
   * @maxItems 12
   */
  places: {
    name: string;
    /**
     * As visitors read it: '8 minutes walk', '9 km'.
     */
    distance: string;
    description: string;
    icon?: Icon;
    /**
     * @maxItems 6
     */
    highlights?: string[];
  }[];
}
/**
 * Guest review cards with stars and the advertised score summary ('4.9 from 127 reviews').
 */
export interface ReviewsBlock {
  type: 'reviews';
  id?: AnchorId;
  heading: SectionHeading;
  summary?: RatingSummary;
  /**
   * @minItems 1
   * @maxItems 12
   */
  items: {
    quote: string;
    attribution: string;
    rating: Rating;
  }[];
}
export interface RatingSummary {
  score: number;
  count: number;
}
/**
 * One highlighted guest quote.
 */
export interface TestimonialBlock {
  type: 'testimonial';
  id?: AnchorId;
  quote: string;
  attribution: string;
  rating: Rating;
}
/**
 * A heading with paragraphs of plain text (inline **bold** and [links](/path) allowed).
 */
export interface TextBlock {
  type: 'text';
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * @minItems 1
   * @maxItems 12
   */
  paragraphs: string[];
}
/**
 * Stay-style cards (beach holiday, wine tour base...) with a distance badge and a feature list.
 */
export interface UseCasesBlock {
  type: 'use-cases';
  id?: AnchorId;
  heading: SectionHeading;
  intro?: string;
  /**
   * @minItems 1
   * @maxItems 12
   */
  items: {
    title: string;
    description: string;
    /**
     * Distance or time, e.g. '45 minutes drive'.
     */
    badge?: string;
    icon?: Icon;
    /**
     * @maxItems 8
     */
    features?: string[];
  }[];
}
/**
 * Texts and timings of the scripted chat widget. {email}, {phone} and {rate} are filled from site.yaml.
 */
export interface ChatScript {
  title: string;
  subtitle: string;
  welcome: string;
  delayedWelcome: string;
  fallback: string;
  /**
   * @minItems 1
   * @maxItems 8
   */
  quickActions: {
    label: string;
    href?: string;
    /**
     * Post a scripted reply instead of navigating.
     */
    reply?: 'photos';
  }[];
  /**
   * Checked in order against the lowercased message; the first rule with a matching keyword answers.
   */
  replies: {
    /**
     * @minItems 1
     */
    keywords: string[];
    text?: string;
    reply?: 'photos';
  }[];
  photoReply: {
    text: string;
    image: Image;
  };
  timing: {
    replyMs: number;
    navigateMs: number;
    delayedWelcomeMs: number;
  };
}
/**
 * One route of the site: its metadata and the blocks it is made of. Each block is checked against schemas/blocks/<type>.schema.json.
 */
export interface PageDefinition {
  /**
   * The route, e.g. /kahibah-accommodation.
   */
  path: string;
  /**
   * The <title>; search engines show about 60 characters.
   */
  title: string;
  /**
   * The meta description.
   */
  description: string;
  robots?: 'index, follow' | 'noindex, nofollow';
  image?: Image;
  nav?: {
    /**
     * Light text for a nav bar over a dark hero.
     */
    inverted?: boolean;
  };
  lodging?: LodgingStructuredData;
  /**
   * Extra JSON-LD objects, added as they are.
   */
  jsonLd?: Record<string, unknown>[];
  /**
   * @minItems 1
   */
  blocks: Block[];
}
/**
 * Adds LodgingBusiness JSON-LD built from these values and site.yaml.
 */
export interface LodgingStructuredData {
  name?: string;
  description?: string;
  locality: string;
  postalCode: string;
  geo: {
    latitude: number;
    longitude: number;
  };
  rating: RatingSummary;
  amenities?: string[];
}
/**
 * Site-wide settings and the facts every page shares.
 */
export interface SiteConfig {
  brand: {
    name: string;
    shortName: string;
    tagline?: string;
  };
  /**
   * Origin used for canonical URLs, the sitemap and Open Graph, without a trailing slash.
   */
  baseUrl: string;
  property: {
    guests: number;
    bedrooms: number;
    beds: number;
    baths: number;
    rating: number;
    ratingLabel: string;
    suburb: string;
    city: string;
    region: string;
    country: string;
    /**
     * IANA zone the availability calendar counts days in.
     */
    timeZone: string;
    nightlyRate?: number;
  };
  contact: {
    email: string;
    phone: string;
  };
  booking: {
    url: string;
  };
  instagram: string;
  backend: {
    /**
     * Backend origin; empty means the site's own origin (the embedded server).
     */
    url: string;
    /**
     * The public anonymous key sent as apikey; not a secret.
     */
    anonKey: string;
    functions: {
      availability: string;
      guide: string;
      enquiry: string;
    };
  };
  nav: {
    /**
     * @minItems 1
     * @maxItems 12
     */
    links: Link[];
  };
  footer: {
    /**
     * Words of the scrolling brand banner; the brand name otherwise.
     */
    banner?: string;
    blurb: string;
    quickLinks: Link[];
    bookingsPrompt: {
      heading: string;
      text: string;
      label: string;
    };
  };
  theme: {
    light: Palette;
    dark: Palette;
    radius: string;
    font: string;
  };
  seo: {
    image: Image;
    locale: string;
    telephonePlaceholder?: string;
  };
  /**
   * The shared photo list: 12 interior and 2 exterior photos.
   */
  photos: {
    src: string;
    alt: string;
    category: 'interior' | 'exterior';
    description: string;
  }[];
  chat: ChatScript;
}
export interface Link {
  href: string;
  label: string;
}
export interface Palette {
  bg: string;
  surface: string;
  surfaceAlt: string;
  text: string;
  muted: string;
  border: string;
  primary: string;
  primaryText: string;
  accent: string;
  accentText: string;
  star: string;
}

export type Block =
  | CtaBlock
  | FeatureCardsBlock
  | FeatureListBlock
  | FloatingCtaBlock
  | HeroBlock
  | NearbyPlacesBlock
  | ReviewsBlock
  | TestimonialBlock
  | TextBlock
  | UseCasesBlock;
export type BlockType = Block['type'];
export type BlockPropsMap = { [B in Block as B['type']]: B };
export const blockTypeNames = ["cta","feature-cards","feature-list","floating-cta","hero","nearby-places","reviews","testimonial","text","use-cases"] as const;
