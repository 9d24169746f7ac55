/* Generated from schemas/ by `npm run gen`. Do not edit: change the schema instead. */

/**
 * Lets links such as #details jump to this section.
 */
export type AnchorId = string;
export type SectionHeading = string;
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
/**
 * A site path (/bookings), an anchor (#details), an absolute URL, tel:/mailto:, or @booking for the external booking page.
 */
export type LinkTarget = string;
/**
 * A card of facts: an icon and a title, then label/value rows, a list, or both (the facts page's panels, the booking calendar's side cards).
 */
export type Panel = (
  | {
      rows: unknown;
    }
  | {
      items: unknown;
    }
  | {
      /**
       * Show the house rules from site.yaml here.
       */
      houseRules: true;
    }
) & {
  icon: Icon;
  /**
   * The title shown for this entry.
   */
  title: string;
  /**
   * Label on the left, value on the right: 'Bedroom 1' / 'Queen bed'.
   *
   * @minItems 1
   * @maxItems 10
   */
  rows?: {
    /**
     * The label, e.g. Check-in.
     */
    label: string;
    /**
     * The value shown beside the label.
     */
    value: string;
  }[];
  /**
   * The entries, in the order shown.
   *
   * @minItems 1
   * @maxItems 16
   */
  items?: string[];
  /**
   * true: the list goes on with site.yaml property.houseRules ('No smoking'), stated only there.
   */
  houseRules?: boolean;
  /**
   * check: things the house has; not-allowed: things guests may not do ('No pets').
   */
  itemStyle?: 'check' | 'not-allowed';
};
/**
 * true: not published yet. The build leaves it out (no sitemap, feed, list or link has it); `npm run dev` and a preview build show it, marked as a draft.
 */
export type Draft = boolean;
/**
 * The day, and the time on a 24-hour clock, it is published from, in the site's time zone (site.yaml property.timeZone): 2026-12-14 09:00, or 2026-12-14 for midnight. Until then builds leave it out; the site rebuilt every hour (docs/hosting.md) publishes it within the hour.
 */
export type WhenItGoesLive = string;
/**
 * Lets links such as #details jump to this section.
 */
export type AnchorId1 = string;
export type Rating = number;
/**
 * Guest reviews with stars, in one of four layouts. `cards` (the default): review cards under a heading, with an optional summary of the site's rating (`summary: {}` shows site.yaml's: '4.93 from 47 reviews'). `quotes`: a few short quotes with first names, an optional rating badge from site.yaml and a link onwards. `spotlight`: one highlighted quote on a coloured band. `page`: the reviews page, every review in full under the average the engine computes from them, and schema.org Review data for the page's LodgingBusiness.
 */
export type ReviewsBlock = {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'reviews';
  /**
   * How the reviews are shown (see the block's description).
   */
  layout?: 'cards' | 'quotes' | 'spotlight' | 'page';
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * quotes and page layouts: a line under the heading.
   */
  intro?: string;
  summary?: RatingSummary;
  /**
   * quotes layout: show the rating badge from site.yaml (e.g. '4.93 · Guest Favourite').
   */
  badge?: boolean;
  link?: Button;
  /**
   * page layout: text of the 'Write a Review' button, a link to site.yaml `reviewUrl` (not shown when either is left out).
   */
  writeReviewLabel?: string;
  /**
   * The entries, in the order shown.
   *
   * @minItems 1
   * @maxItems 60
   */
  items: Review[];
};
/**
 * One collapsible section: numbered steps, paragraphs, or both.
 */
export type GuideHowToSection = (
  | {
      steps: unknown;
    }
  | {
      paragraphs: unknown;
    }
) & {
  /**
   * Lower-case words joined by hyphens, unique within its list: 'check-out', 'air-conditioner'.
   */
  id: string;
  title: string;
  icon?: Icon;
  /**
   * Shown before the steps.
   *
   * @minItems 1
   * @maxItems 20
   */
  paragraphs?: string[];
  /**
   * Shown as a numbered list.
   *
   * @minItems 1
   * @maxItems 20
   */
  steps?: string[];
};
/**
 * One appliance guide: a list of instructions, a note, or both.
 */
export type GuideManual = (
  | {
      instructions: unknown;
    }
  | {
      note: unknown;
    }
) & {
  /**
   * Lower-case words joined by hyphens, e.g. 'air-conditioner'; named in the 'Opening {id} manual...' notice.
   */
  id: string;
  title: string;
  description: string;
  type: 'PDF Manual' | 'Quick Reference';
  /**
   * Steps shown as a numbered list.
   *
   * @minItems 1
   * @maxItems 20
   */
  instructions?: string[];
  note?: string;
};

/**
 * Body of POST /functions/v1/<enquiry function>: the contact form, as JSON (functions client) or application/x-www-form-urlencoded (the form without JavaScript). Optional fields may be sent empty. `errorMessage` is the reason the form shows beside the field. The landing fields (landingPage, referrerHost, utm*) are what the browser remembered of the visit (src/core/landing.ts) and formPage is the page the form is on; they are not the guest's to fix, so a value that does not fit is ignored (named in the reply's `ignored`), never a reason to refuse the message.
 */
export interface EnquiryRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  /**
   * Preferred dates, free text ("12-15 March", "a weekend in May").
   */
  dates?: string;
  message: string;
  /**
   * Honeypot: hidden from people, filled in by spam robots. A non-empty value is answered like a success and discarded.
   */
  website?: string;
  /**
   * The first page of this site the visitor landed on in this visit (sent by the script; empty without it).
   */
  landingPage?: string;
  /**
   * The host name of the other site that sent the visitor to the landing page, like www.google.com; empty when none.
   */
  referrerHost?: string;
  /**
   * The landing page address's utm_source.
   */
  utmSource?: string;
  /**
   * The landing page address's utm_medium.
   */
  utmMedium?: string;
  /**
   * The landing page address's utm_campaign.
   */
  utmCampaign?: string;
  /**
   * The page the form was sent from (a hidden input, so it is known without script too).
   */
  formPage?: string;
}
/**
 * Highlight tiles for the headline amenities, then every amenity grouped in category lists, with an optional link.
 */
export interface AmenitiesBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'amenities';
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * Short highlights, each with an icon.
   *
   * @minItems 1
   * @maxItems 6
   */
  highlights: {
    icon: Icon;
    /**
     * The title shown for this entry.
     */
    title: string;
    /**
     * The text shown here; **bold**, [links](/path) and {placeholders} such as {checkIn} are allowed.
     */
    text?: string;
  }[];
  /**
   * Groups of amenities, each with an icon.
   *
   * @minItems 1
   * @maxItems 12
   */
  categories: {
    icon: Icon;
    /**
     * The title shown for this entry.
     */
    title: string;
    /**
     * The entries, in the order shown.
     *
     * @minItems 1
     * @maxItems 16
     */
    items: string[];
  }[];
  link?: Button;
}
export interface Button {
  /**
   * The words on the button.
   */
  label: string;
  href: LinkTarget;
  /**
   * How the button looks: primary, secondary or ghost.
   */
  variant?: 'primary' | 'secondary' | 'ghost';
  icon?: Icon;
}
/**
 * The booking calendar: which nights are free over the next 90 days (read live from the availability function), a Book Now card that opens the external booking page, and side panels with stay terms.
 */
export interface AvailabilityCalendarBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'availability-calendar';
  id?: AnchorId;
  /**
   * true when this block opens the page: its heading becomes the page's h1.
   */
  pageHeading?: boolean;
  /**
   * A few words shown small above the heading.
   */
  eyebrow?: string;
  heading: SectionHeading;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * Title of the calendar card.
   */
  calendarHeading?: string;
  /**
   * A line under the calendar card's title (what the struck-through days mean, how to book).
   */
  calendarNote?: string;
  /**
   * The card with the Book Now button, which opens site.yaml's booking.url in a new tab.
   */
  book: {
    /**
     * The booking box's heading.
     */
    heading: string;
    /**
     * A sentence in the booking box.
     */
    text: string;
    /**
     * The words on its button.
     */
    label?: string;
  };
  /**
   * Cards beside the calendar, each with label/value rows (check-in 3:00 PM onwards), a checklist (what's included), or both.
   *
   * @maxItems 3
   */
  panels?: Panel[];
}
/**
 * A slim strip of words that scrolls sideways, with a pause button; it stands still under the pointer and for visitors who prefer reduced motion. Screen readers hear `label` (or the words joined) once.
 */
export interface BannerStripBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'banner-strip';
  id?: AnchorId;
  /**
   * The words that scroll past, in order.
   *
   * @minItems 2
   * @maxItems 8
   */
  words: string[];
  /**
   * What screen readers hear instead of the moving words; the words joined otherwise.
   */
  label?: string;
}
/**
 * A blog post's page. The engine makes one for each pages/blog/<slug>.md (front matter + the Markdown rendered to HTML); it is not written by hand.
 */
export interface BlogArticleBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'blog-article';
  post: BlogPostMeta;
  /**
   * The article body, rendered from Markdown at build time.
   */
  html: string;
  /**
   * The words of the link back to the blog.
   */
  backLabel?: string;
  /**
   * The box at the end of each post.
   */
  cta: {
    heading: SectionHeading;
    /**
     * A sentence in the box.
     */
    text?: string;
    /**
     * Buttons: each with its words and where it goes.
     *
     * @minItems 1
     * @maxItems 3
     */
    buttons: Button[];
    /**
     * Text links: each with its words and where it goes.
     *
     * @maxItems 4
     */
    links?: Button[];
  };
}
/**
 * The front matter of a blog post, pages/blog/<slug>.md: the YAML between the two --- lines at the top. The Markdown under it is the article.
 */
export interface BlogPostMeta {
  /**
   * The address, /blog/<slug>; the same as the file name without .md.
   */
  slug: string;
  /**
   * The post's title, as shown on the blog and in search results.
   */
  title: string;
  /**
   * One or two sentences for the listing card, the meta description and the feed.
   */
  excerpt: string;
  image: Image;
  /**
   * Publication date, YYYY-MM-DD. A date still to come holds the post back until that day (midnight, in the site's time zone).
   */
  date: string;
  draft?: Draft;
  publishAt?: WhenItGoesLive;
  /**
   * e.g. 5 min read
   */
  readTime: string;
  /**
   * One word or two grouping posts, e.g. Food.
   */
  category: string;
  /**
   * A few words a post is about.
   *
   * @minItems 1
   * @maxItems 8
   */
  tags: string[];
}
export interface Image {
  /**
   * A photo under public/images/: /images/<file name>, the name of letters, digits, - and _ (a camera's IMG_2041.JPG is fine), ending .jpg, .jpeg, .png or .webp.
   */
  src: string;
  /**
   * Describes the photo for screen readers; empty only for decoration.
   */
  alt: string;
}
/**
 * Cards for the blog posts in pages/blog/*.md, newest first; the engine fills in the posts, so a new .md file appears here with no change to this block.
 */
export interface BlogListBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'blog-list';
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * Show only the newest N posts.
   */
  limit?: number;
  /**
   * The words of each post's link.
   */
  readMoreLabel?: string;
}
/**
 * The enquiry form (First Name, Last Name, Email, Phone Number, Preferred Dates, Message). It posts to the enquiry function named in site.yaml (backend.functions.enquiry), with JavaScript through the functions client and without it as a plain form post. Beside it: a heading, an intro and a few reassurances.
 */
export interface ContactFormBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'contact-form';
  id?: AnchorId1;
  heading: SectionHeading;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * Short reassurances beside the form, e.g. how fast you reply.
   *
   * @maxItems 4
   */
  points?: {
    icon: Icon;
    /**
     * The text shown here; **bold**, [links](/path) and {placeholders} such as {checkIn} are allowed.
     */
    text: string;
  }[];
  /**
   * The words on the form's button.
   */
  submitLabel?: string;
  /**
   * What the guest sees once the message is stored (the success notice beside the form). `title` and `text` are shown when the server e-mails each enquiry to the host (SMTP configured), so they may promise a reply time; `stored` is shown when it does not and the host reads enquiries with `npm run enquiries`, so it must not promise an e-mail. {phone} and {email} are filled from site.yaml. The reference number is added after either.
   */
  thanks?: {
    /**
     * Title when the enquiry was e-mailed to the host.
     */
    title: string;
    /**
     * Text when the enquiry was e-mailed to the host.
     */
    text: string;
    /**
     * Wording when the server only stores enquiries (no SMTP). Default: 'Thank you, we have your message' and that it is saved for the host, who will read it and reply, with the phone number for anything urgent.
     */
    stored?: {
      /**
       * Title
       */
      title: string;
      /**
       * Text
       */
      text: string;
    };
  };
}
/**
 * Cards with the other ways to reach the host: a panel with `contact: true` shows the e-mail and phone from site.yaml (e-mail, call and text links); the others show their lines (location, response times, guest services).
 */
export interface ContactPanelsBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'contact-panels';
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The panels, in the order shown.
   *
   * @minItems 1
   * @maxItems 6
   */
  panels: ContactPanel[];
}
export interface ContactPanel {
  icon: Icon;
  /**
   * The title shown for this entry.
   */
  title: string;
  /**
   * A paragraph; **bold** and [links](/path) allowed.
   */
  text?: string;
  /**
   * Short facts shown as a list.
   *
   * @maxItems 6
   */
  lines?: string[];
  /**
   * Show site.yaml's contact e-mail and phone, with e-mail, call and text (SMS) links.
   */
  contact?: boolean;
}
/**
 * A closing call to action with a heading, text and buttons.
 */
export interface CtaBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'cta';
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * The text shown here; **bold**, [links](/path) and {placeholders} such as {checkIn} are allowed.
   */
  text?: string;
  /**
   * Buttons: each with its words and where it goes.
   *
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
/**
 * One category of the local area (beaches, attractions, dining, activities) as cards with Directions, Website and Call buttons where the data has them.
 */
export interface ExplorePlacesBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'explore-places';
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  icon: Icon;
  image?: Image;
  /**
   * The background of the section: plain or alternate.
   */
  tone?: 'plain' | 'alt';
  /**
   * The entries, in the order shown.
   *
   * @minItems 1
   * @maxItems 12
   */
  items: ExplorePlace[];
}
export interface ExplorePlace {
  /**
   * The place's name.
   */
  name: string;
  /**
   * From the guesthouse, as visitors read it: '12 min drive', '4.5 km'.
   */
  distance: string;
  /**
   * A sentence or two describing it.
   */
  description: string;
  rating?: Rating;
  /**
   * When it is open.
   */
  hours?: string;
  /**
   * The kind of food.
   */
  cuisine?: string;
  /**
   * The kind of activity, e.g. Water sports.
   */
  type?: string;
  /**
   * Shown and dialled with a tel: link.
   */
  phone?: string;
  /**
   * Opens in a new tab.
   */
  website?: string;
  /**
   * Added to the name for the maps search; defaults to the site's city and region.
   */
  city?: string;
  /**
   * Overrides the maps search link built from name + city.
   */
  mapsUrl?: string;
  /**
   * latitude, longitude as text, e.g. -32.95, 151.75.
   */
  coordinates?: string;
}
/**
 * Cards of facts side by side (bed layout, distances, house policies, what the kitchen has): each card has label/value rows, a list, or both.
 */
export interface FactPanelsBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'fact-panels';
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * alt: a sand-coloured band, to set the section apart from its neighbours.
   */
  tone?: 'plain' | 'alt';
  /**
   * true: after the panels, one card per group of site.yaml property.amenities (what the house has, stated only there).
   */
  amenities?: boolean;
  /**
   * The cards; optional when amenities: true gives them.
   *
   * @minItems 1
   * @maxItems 6
   */
  panels?: Panel[];
}
/**
 * Headline numbers about the property as tiles: a big value with a label under it ('4' / 'Max guests').
 */
export interface FactsGridBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'facts-grid';
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The entries, in the order shown.
   *
   * @minItems 1
   * @maxItems 12
   */
  items: {
    icon: Icon;
    /**
     * What is shown large: '295', 'Yes', 'Charlestown'.
     */
    value: string;
    /**
     * The words under the value, e.g. Bedrooms.
     */
    label: string;
  }[];
}
/**
 * Questions guests ask, each opening to its answer (works without script); the page also carries them as FAQPage structured data, which answer engines read (Google shows no FAQ results since May 2026). Answers take **bold**, [links](/path) and fact placeholders such as {checkIn}.
 */
export interface FaqBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'faq';
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * Each question once per page; `npm run validate` reports a question asked twice and an empty answer.
   *
   * @minItems 1
   * @maxItems 20
   */
  items: {
    /**
     * As a guest would ask it, e.g. Is there parking?
     */
    question: string;
    /**
     * A sentence or two; **bold**, [links](/path) and {placeholders} allowed.
     */
    answer: string;
  }[];
}
/**
 * Benefit or feature cards, each with an icon, a title and a short description.
 */
export interface FeatureCardsBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'feature-cards';
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The entries, in the order shown.
   *
   * @minItems 1
   * @maxItems 12
   */
  items: {
    icon: Icon;
    /**
     * The title shown for this entry.
     */
    title: string;
    /**
     * A sentence or two describing it.
     */
    description: string;
  }[];
  link?: Button;
}
/**
 * A checklist of features or claims, with an optional link, rating card and note.
 */
export interface FeatureListBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'feature-list';
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The entries, in the order shown.
   *
   * @minItems 1
   * @maxItems 24
   */
  items: string[];
  link?: Button;
  /**
   * A card with the site's rating (site.yaml property.rating and property.reviewCount: leave out score and count to show them), e.g. 4.93 from 47 reviews.
   */
  rating?: {
    /**
     * Leave out to show site.yaml's rating; written here, it must be that one.
     */
    score?: number;
    /**
     * Leave out to show site.yaml's review count; written here, it must be that one.
     */
    count?: number;
    /**
     * A line under the rating.
     */
    text?: string;
  };
  /**
   * A small note under the list.
   */
  note?: {
    /**
     * The note's title.
     */
    title: string;
    /**
     * The note's text.
     */
    text: string;
  };
}
/**
 * A button fixed at the bottom of the screen while the page scrolls (e.g. 'Check availability').
 */
export interface FloatingCtaBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'floating-cta';
  button: Button;
}
/**
 * The photo gallery: fixed photos, then extra photos the engine picks from the shared list in site.yaml, then an Instagram link and buttons.
 */
export interface GalleryBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'gallery';
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The photos, in the order shown.
   *
   * @minItems 1
   * @maxItems 24
   */
  photos: {
    /**
     * A photo under public/images/: /images/<file name>, the name of letters, digits, - and _ (a camera's IMG_2041.JPG is fine), ending .jpg, .jpeg, .png or .webp.
     */
    src: string;
    /**
     * Says what the photo shows, for people who cannot see it.
     */
    alt: string;
  }[];
  /**
   * More photos from site.yaml `photos:` (in list order, skipping any already shown): up to `limit`, leaving out those whose description mentions any `exclude` word (case-insensitive).
   */
  extras?: {
    /**
     * A small heading above the extra photos.
     */
    heading?: string;
    /**
     * Inside, outside or all.
     */
    from?: 'interior' | 'exterior' | 'all';
    /**
     * Photos to leave out, by file name.
     */
    exclude?: string[];
    /**
     * The most to add.
     */
    limit: number;
  };
  /**
   * Label of the Instagram link (site.yaml `instagram`), opened in a new tab.
   */
  instagram?: string;
  /**
   * Buttons: each with its words and where it goes.
   *
   * @maxItems 3
   */
  buttons?: Button[];
}
/**
 * The digital guide's passcode gate. Only the gate is in the page: the guide itself (private/guide.yaml) is fetched from the server after the passcode is checked, and replaces the gate for the rest of the visit.
 */
export interface GuideGateBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'guide-gate';
  id?: AnchorId;
  /**
   * Small line above the heading, e.g. 'For booked guests'.
   */
  eyebrow?: string;
  heading: SectionHeading;
  /**
   * Explains where the code is (the booking confirmation) and what the guide holds. **bold** and [links](/x) allowed.
   */
  text: string;
  /**
   * Label of the passcode field.
   */
  inputLabel?: string;
  /**
   * Text of the submit button.
   */
  buttonLabel?: string;
  /**
   * What guests will find inside, as short public labels (never the private details themselves).
   *
   * @maxItems 6
   */
  highlights?: {
    icon: Icon;
    /**
     * The words shown.
     */
    label: string;
  }[];
  /**
   * Small print under the form, e.g. who to contact without a code. **bold** and [links](/x) allowed.
   */
  help?: string;
}
/**
 * The opening banner of a page: badge, heading, text, up to three buttons and a photo. Without a photo (or `aside`), a wide screen sets the text and buttons beside the heading.
 */
export interface HeroBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'hero';
  id?: AnchorId;
  /**
   * A short line in a pill above the heading; a rating in it is the site's own: write {rating} and {reviewCount}.
   */
  badge?: string;
  /**
   * The heading shown at the top of this part.
   */
  heading: string;
  /**
   * The text shown here; **bold**, [links](/path) and {placeholders} such as {checkIn} are allowed.
   */
  text?: string;
  /**
   * Show the guests / bedrooms / beds / bath line from site.yaml.
   */
  summary?: boolean;
  /**
   * Buttons: each with its words and where it goes.
   *
   * @maxItems 3
   */
  buttons?: Button[];
  image?: Image;
  /**
   * A widget shown beside the hero text.
   */
  aside?: 'availability';
}
/**
 * A full-width photo, optionally with a short line of text over it.
 */
export interface ImageBannerBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'image-banner';
  id?: AnchorId;
  image: Image;
  /**
   * The heading shown at the top of this part.
   */
  heading?: string;
  /**
   * The text shown here; **bold**, [links](/path) and {placeholders} such as {checkIn} are allowed.
   */
  text?: string;
}
/**
 * A highlighted panel: heading and text on one side, a list of icon + title + detail rows on the other (e.g. the technology on offer).
 */
export interface InfoPanelBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'info-panel';
  id?: AnchorId;
  /**
   * A few words shown small above the heading.
   */
  eyebrow?: string;
  heading: SectionHeading;
  /**
   * The text shown here; **bold**, [links](/path) and {placeholders} such as {checkIn} are allowed.
   */
  text?: string;
  /**
   * The entries, in the order shown.
   *
   * @minItems 1
   * @maxItems 8
   */
  items: {
    icon: Icon;
    /**
     * The title shown for this entry.
     */
    title: string;
    /**
     * A sentence about it.
     */
    detail: string;
  }[];
  button?: Button;
}
/**
 * The location: text beside an embedded map of a place, loaded lazily, with a plain link to the map that works even when the embed cannot load.
 */
export interface MapEmbedBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'map-embed';
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * What the map searches for, e.g. 'Charlestown NSW'.
   */
  query: string;
  /**
   * Short facts beside the map, e.g. distances.
   *
   * @maxItems 6
   */
  points?: {
    icon: Icon;
    /**
     * The text shown here; **bold**, [links](/path) and {placeholders} such as {checkIn} are allowed.
     */
    text: string;
  }[];
  /**
   * The words of the map link.
   */
  linkLabel?: string;
}
/**
 * Links to the other places the site has landing pages for, nearest first from this page's `lodging.geo`, each once (by its main page); then the other pages about this page's own place, by their `lodging.topic`. The engine finds them: a new landing page appears here with no change to this block.
 */
export interface NearbyAreasBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'nearby-areas';
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * How many other places to list at most.
   */
  limit?: number;
}
/**
 * Places near the guesthouse with their distance or travel time.
 */
export interface NearbyPlacesBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'nearby-places';
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The places, in the order shown.
   *
   * @minItems 1
   * @maxItems 12
   */
  places: {
    /**
     * The place's name.
     */
    name: string;
    /**
     * As visitors read it: '8 minutes walk', '9 km'.
     */
    distance: string;
    /**
     * A sentence or two describing it.
     */
    description: string;
    icon?: Icon;
    /**
     * Short highlights, one per line.
     *
     * @maxItems 6
     */
    highlights?: string[];
  }[];
}
/**
 * A swipeable row of photos with previous/next buttons (disabled at the ends), arrow-key control and optional auto-advance.
 */
export interface PhotoCarouselBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'photo-carousel';
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The carousel's accessible name, e.g. 'Photos of the guesthouse'.
   */
  label: string;
  /**
   * Either the photos themselves, or a selection from the shared photo list in site.yaml (`photos:`).
   */
  photos: CarouselPhoto[] | PhotoSelection;
  /**
   * Show at most this many of the photos.
   */
  count?: number;
  /**
   * Advance to the next photo every this many milliseconds (paused on hover, focus and for reduced motion).
   */
  autoPlayMs?: number;
  /**
   * Show each photo's caption (or, for shared photos, its description) under it.
   */
  captions?: boolean;
}
export interface CarouselPhoto {
  /**
   * A photo under public/images/: /images/<file name>, the name of letters, digits, - and _ (a camera's IMG_2041.JPG is fine), ending .jpg, .jpeg, .png or .webp.
   */
  src: string;
  /**
   * Says what the photo shows, for people who cannot see it.
   */
  alt: string;
  /**
   * A short caption shown with the photo.
   */
  caption?: string;
}
/**
 * Photos from site.yaml `photos:`, in list order: those of one category (or all), after skipping some, up to a limit.
 */
export interface PhotoSelection {
  /**
   * Inside, outside or all.
   */
  from: 'interior' | 'exterior' | 'all';
  /**
   * How many photos to skip first.
   */
  skip?: number;
  /**
   * The most to show.
   */
  limit?: number;
}
/**
 * A grid of photos with captions. With `fallback`, a photo that fails to load is replaced by the placeholder image and the failure is logged.
 */
export interface PhotoGridBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'photo-grid';
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The photos, in the order shown.
   *
   * @minItems 1
   * @maxItems 24
   */
  photos: {
    /**
     * A photo under public/images/: /images/<file name>, the name of letters, digits, - and _ (a camera's IMG_2041.JPG is fine), ending .jpg, .jpeg, .png or .webp.
     */
    src: string;
    /**
     * Says what the photo shows, for people who cannot see it.
     */
    alt: string;
    /**
     * A short caption shown with the photo.
     */
    caption?: string;
  }[];
  /**
   * Swap a photo that fails to load for /images/placeholder.svg (and log it).
   */
  fallback?: boolean;
}
/**
 * The site's rating: leave out score and count to show site.yaml's (property.rating, property.reviewCount); figures written here must be those.
 */
export interface RatingSummary {
  /**
   * Leave out to show site.yaml's rating; written here, it must be that one.
   */
  score?: number;
  /**
   * How many reviews the score is based on.
   */
  count?: number;
}
export interface Review {
  /**
   * The guest's words.
   */
  quote: string;
  /**
   * Who wrote it: 'Jess', 'Sarah M., Sydney' or, on the page layout, the full name.
   */
  name: string;
  /**
   * Where the guest wrote it: site.yaml's property.reviewSource (e.g. Airbnb). A review with no source is not known to be a guest's own: validate warns, and search engines are not told of it.
   */
  source?: string;
  rating: Rating;
  /**
   * quotes layout: e.g. 'Stayed with family, May 2024'.
   */
  detail?: string;
  /**
   * page layout: one to three capital letters, e.g. SM.
   */
  initials?: string;
  /**
   * The town or city.
   */
  city?: string;
  /**
   * The state, e.g. NSW.
   */
  state?: string;
  /**
   * page layout: month and year as shown, e.g. March 2024.
   */
  date?: string;
  /**
   * page layout: the same date as YYYY-MM-DD, for search engines and sorting.
   */
  dateISO?: string;
}
/**
 * A heading with paragraphs of plain text (inline **bold** and [links](/path) allowed).
 */
export interface TextBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'text';
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * The paragraphs, in order; **bold**, [links](/path) and {placeholders} are allowed.
   *
   * @minItems 1
   * @maxItems 12
   */
  paragraphs: string[];
}
/**
 * Stay-style cards (beach holiday, wine tour base...) with a distance badge and a feature list.
 */
export interface UseCasesBlock {
  /**
   * Which kind of block this is; set when the block is added.
   */
  type: 'use-cases';
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The entries, in the order shown.
   *
   * @minItems 1
   * @maxItems 12
   */
  items: {
    /**
     * The title shown for this entry.
     */
    title: string;
    /**
     * A sentence or two describing it.
     */
    description: string;
    /**
     * Distance or time, e.g. '45 minutes drive'.
     */
    badge?: string;
    icon?: Icon;
    /**
     * Short features, one per line.
     *
     * @maxItems 8
     */
    features?: string[];
  }[];
}
/**
 * Texts and timings of the scripted chat widget. {email}, {phone}, {rate} and the property facts ({checkIn}, {parking}, ... see README) are filled from site.yaml.
 */
export interface ChatScript {
  /**
   * The name at the top of the chat.
   */
  title: string;
  /**
   * The line under the title. A reply promise here writes {replyTime} (site.yaml contact.replyTime): the line is left out when that is empty.
   */
  subtitle?: string;
  /**
   * The first message guests see.
   */
  welcome: string;
  /**
   * A second message shown after a pause.
   */
  delayedWelcome: string;
  /**
   * The answer when no reply matches the question.
   */
  fallback: string;
  /**
   * Buttons offered under the messages.
   *
   * @minItems 1
   * @maxItems 8
   */
  quickActions: {
    /**
     * The button's words.
     */
    label: string;
    /**
     * A page of the site.
     */
    href?: string;
    /**
     * Post a scripted reply instead of navigating.
     */
    reply?: 'photos';
  }[];
  /**
   * Checked in order against the lowercased message; the first rule with a matching keyword answers. The rule with reply: amenities answers from site.yaml property.amenities instead of keywords.
   */
  replies: ((
    | {
        keywords: unknown;
      }
    | {
        /**
         * A scripted reply instead of going to a page.
         */
        reply: 'amenities';
        text: unknown;
      }
  ) & {
    /**
     * Any one of them answers. A keyword matches at the start of a word; a space or hyphen in it matches a space, a hyphen or nothing ('check in' matches check-in and checkin).
     *
     * @minItems 1
     */
    keywords?: string[];
    /**
     * When present, the message must also contain one of these words ('check in' with 'time' or 'when'), so a specific question can come before a general rule.
     *
     * @minItems 1
     */
    andAny?: string[];
    /**
     * Keywords match only as whole words: 'hi' then matches 'hi there' but not 'high chair'.
     */
    wholeWords?: boolean;
    /**
     * Show the quick actions again under this reply (for greetings and thanks).
     */
    quickActions?: boolean;
    /**
     * The answer. With reply: amenities, {amenities} is the items of property.amenities the message names ('is there a cot?').
     */
    text?: string;
    /**
     * photos: the photo reply; amenities: answers when every word of the message that names a thing names an item of property.amenities.
     */
    reply?: 'photos' | 'amenities';
  })[];
  /**
   * The reply with a photo.
   */
  photoReply: {
    /**
     * The words with the photo.
     */
    text: string;
    image: Image;
  };
  /**
   * How long the chat waits (for the developer).
   */
  timing: {
    /**
     * Milliseconds before a reply shows.
     */
    replyMs: number;
    /**
     * Milliseconds before going to a page.
     */
    navigateMs: number;
    /**
     * Milliseconds before the second welcome.
     */
    delayedWelcomeMs: number;
  };
}
/**
 * The private digital guide for booked guests (private/guide.yaml). It is never bundled into the public site: the server sends it only after the passcode is checked.
 */
export interface GuideContent {
  welcome: GuideWelcome;
  property: GuideProperty;
  howTo: GuideHowTo;
  local: GuideLocal;
  links: GuideLinks;
  /**
   * The Manuals tab: exactly four appliance guides.
   *
   * @minItems 4
   * @maxItems 4
   */
  manuals: GuideManual[];
  search: GuideSearch;
}
/**
 * The welcome card shown above the search box once the guide is unlocked.
 */
export interface GuideWelcome {
  /**
   * Heading of the welcome card.
   */
  title: string;
  /**
   * One or two friendly sentences under the heading.
   */
  message: string;
}
/**
 * The Property tab: the house itself, from WiFi to check-out.
 */
export interface GuideProperty {
  wifi: GuideWifi;
  /**
   * Check-in time as guests read it, e.g. '3:00 PM onwards'.
   */
  checkIn: string;
  /**
   * Check-out time as guests read it, e.g. '10:00 AM'.
   */
  checkOut: string;
  /**
   * Where to park and anything to avoid (driveways, time limits).
   */
  parking: string;
  emergencyContact: GuideEmergencyContact;
  /**
   * Which bin takes what, and bin night.
   *
   * @minItems 1
   * @maxItems 20
   */
  rubbish: string[];
  /**
   * One instruction per appliance; the Manuals tab has the longer guides.
   *
   * @minItems 1
   * @maxItems 20
   */
  appliances: string[];
  /**
   * What the kitchen has and how to leave it.
   *
   * @minItems 1
   * @maxItems 20
   */
  kitchen: string[];
  /**
   * Washing machine, dryer, drying rack, supplies.
   *
   * @minItems 1
   * @maxItems 20
   */
  laundry: string[];
  /**
   * Beds, spare linen, cot.
   *
   * @minItems 1
   * @maxItems 20
   */
  bedding: string[];
  /**
   * Towels, toiletries, hot water.
   *
   * @minItems 1
   * @maxItems 20
   */
  bathroom: string[];
  emergency: GuideEmergency;
  /**
   * The steps before leaving, in order.
   *
   * @minItems 1
   * @maxItems 20
   */
  checkOutSteps: string[];
  /**
   * Including no smoking indoors, no parties, quiet hours 11pm-7am and respect for the neighbours.
   *
   * @minItems 1
   * @maxItems 20
   */
  houseRules: string[];
  /**
   * The deck, yard, barbecue and outdoor furniture.
   *
   * @minItems 1
   * @maxItems 20
   */
  outdoorSpace: string[];
  lockbox: GuideLockbox;
  airConditioning: GuideAirConditioning;
}
export interface GuideWifi {
  /**
   * The WiFi network name (SSID) exactly as phones list it.
   */
  network: string;
  /**
   * The WiFi password (WPA2: 8 to 63 characters). Only ever sent after the passcode is checked.
   */
  password: string;
  /**
   * Where the router is, what to do if it drops out.
   */
  notes?: string;
}
/**
 * The person to call about the house itself (lock-outs, leaks, power).
 */
export interface GuideEmergencyContact {
  name: string;
  /**
   * A phone number as guests dial it in Australia: '000', '13 14 44', '(02) 4921 3000'; or {phone}, the host's number from site.yaml contact.phone. Becomes a tap-to-call link.
   */
  phone: string;
  /**
   * When to call rather than message.
   */
  note?: string;
}
export interface GuideEmergency {
  /**
   * What to do first in an emergency (000, first aid kit, fire blanket).
   *
   * @minItems 1
   * @maxItems 20
   */
  summary: string[];
  /**
   * Exactly three places to get medical help.
   *
   * @minItems 3
   * @maxItems 3
   */
  clinics: GuideClinic[];
}
export interface GuideClinic {
  name: string;
  address: string;
  /**
   * A phone number as guests dial it in Australia: '000', '13 14 44', '(02) 4921 3000'; or {phone}, the host's number from site.yaml contact.phone. Becomes a tap-to-call link.
   */
  phone: string;
  /**
   * As guests read it: 'Open 24 hours', 'Mon-Fri 8am-6pm'.
   */
  hours: string;
  note?: string;
}
/**
 * Self check-in: where the key lockbox is and how to open it. Never put the lockbox code here; it is sent with the booking confirmation.
 */
export interface GuideLockbox {
  summary: string;
  /**
   * What guests do at the door, in order; never the code itself.
   *
   * @minItems 1
   * @maxItems 20
   */
  steps: string[];
}
export interface GuideAirConditioning {
  /**
   * The recommended setting, e.g. '22°C'.
   */
  recommended: string;
  /**
   * Tips for using it comfortably and economically.
   *
   * @minItems 1
   * @maxItems 20
   */
  notes: string[];
}
/**
 * The How-To tab: collapsible sections that each open and close on their own.
 */
export interface GuideHowTo {
  /**
   * In display order: WiFi, check-out, appliances, parking, local tips, ...
   *
   * @minItems 1
   * @maxItems 12
   */
  sections: GuideHowToSection[];
}
/**
 * The Local Area tab: places grouped by category, each with a Directions button.
 */
export interface GuideLocal {
  /**
   * One entry per category, in display order; each category id appears once.
   *
   * @minItems 1
   * @maxItems 7
   */
  categories: GuideLocalCategory[];
}
export interface GuideLocalCategory {
  /**
   * Which category this is.
   */
  id:
    | 'cafes'
    | 'supermarkets'
    | 'beaches'
    | 'clubs-pubs'
    | 'shopping-centres'
    | 'eating-precincts'
    | 'walking-trail';
  /**
   * Heading shown to guests, e.g. 'Cafés'.
   */
  title: string;
  icon?: Icon;
  /**
   * @minItems 1
   * @maxItems 10
   */
  places: GuidePlace[];
}
export interface GuidePlace {
  /**
   * Also used for the Directions link (maps search for name plus city).
   */
  name: string;
  /**
   * From the guesthouse, as guests read it: '1.2 km', '5 min drive'.
   */
  distance: string;
  rating: Rating;
  description: string;
  address: string;
  /**
   * Opening hours as guests read them.
   */
  hours: string;
  /**
   * A tip from the host, shown highlighted.
   */
  note?: string;
  /**
   * A phone number as guests dial it in Australia: '000', '13 14 44', '(02) 4921 3000'; or {phone}, the host's number from site.yaml contact.phone. Becomes a tap-to-call link.
   */
  phone?: string;
}
/**
 * The Quick Links tab.
 */
export interface GuideLinks {
  /**
   * Taxi and rideshare.
   *
   * @minItems 1
   * @maxItems 6
   */
  rideBooking: GuideLink[];
  /**
   * Maps and public transport planners.
   *
   * @minItems 1
   * @maxItems 6
   */
  maps: GuideLink[];
  /**
   * Exactly two food-delivery services.
   *
   * @minItems 2
   * @maxItems 2
   */
  foodDelivery: GuideLink[];
  /**
   * Numbers shown with tap-to-call.
   *
   * @minItems 1
   * @maxItems 10
   */
  emergency: GuideCallLink[];
}
export interface GuideLink {
  /**
   * Button text, e.g. 'Uber'.
   */
  label: string;
  /**
   * A full https:// address; it opens in a new tab.
   */
  url: string;
  /**
   * Optional line under the label.
   */
  description?: string;
}
export interface GuideCallLink {
  /**
   * Who answers, e.g. 'Police, Fire, Ambulance'.
   */
  label: string;
  /**
   * A phone number as guests dial it in Australia: '000', '13 14 44', '(02) 4921 3000'; or {phone}, the host's number from site.yaml contact.phone. Becomes a tap-to-call link.
   */
  phone: string;
  /**
   * When to call this number.
   */
  description?: string;
}
/**
 * What the guide's search box matches against: these topics and every card of the guide's tabs (whole words first, then the word being typed, small typos only when nothing matches).
 */
export interface GuideSearch {
  /**
   * @minItems 1
   * @maxItems 100
   */
  items: GuideSearchItem[];
  /**
   * Other words guests type for something the guide names, added to the search's own short list (hair dryer, crib, gp): each key is the guide's word or phrase, each value the words and phrases that find it, e.g. `hairdryer: [hair dryer, blow dryer]` or `travel cot: [crib, porta cot]`.
   */
  synonyms?: {
    /**
     * @minItems 1
     * @maxItems 20
     */
    [k: string]: string[];
  };
}
export interface GuideSearchItem {
  /**
   * Lower-case words joined by hyphens, unique within its list: 'check-out', 'air-conditioner'.
   */
  id: string;
  title: string;
  /**
   * Shown in the 'Found: {title}' notice.
   */
  content: string;
  /**
   * Chooses the tab a result opens: Property Info and Emergency open Property, Appliances open Manuals, the rest open Local Area.
   */
  category:
    'Property Info' | 'Appliances' | 'Emergency' | 'Cafes' | 'Shopping' | 'Beaches' | 'Dining' | 'Recreation';
}
/**
 * One route of the site: its metadata and the blocks it is made of. Each block is checked against schemas/blocks/<type>.schema.json.
 */
export interface PageDefinition {
  /**
   * Where the page lives on the site, e.g. /kahibah-accommodation: lower case words joined by dashes.
   */
  path: string;
  /**
   * Shown in the browser tab and as the link in search results, which show about 60 characters.
   */
  title: string;
  /**
   * The sentence or two search results show under the title (50 to 320 characters).
   */
  description: string;
  draft?: Draft;
  publishAt?: WhenItGoesLive;
  /**
   * Whether search engines may list this page.
   */
  robots?: 'index, follow' | 'noindex, nofollow';
  /**
   * The path of another page this one shares its text with on purpose (a copy for a campaign, say): search engines are told to index that page instead, the copied-page check accepts the two, and this page leaves the sitemap.
   */
  canonical?: string;
  image?: Image;
  /**
   * How the menu looks on this page.
   */
  nav?: {
    /**
     * Light menu text, for a page that opens with a dark photo.
     */
    inverted?: boolean;
  };
  /**
   * The place this page is about, so search engines can show it in local results (LodgingBusiness structured data, with site.yaml). Leave out the rating on a page with a reviews block: its reviews give it.
   */
  lodging?: {
    /**
     * The business name, if not the site's.
     */
    name?: string;
    /**
     * A sentence about the place.
     */
    description?: string;
    /**
     * The place the page is about (a suburb or town): the footer's "Areas we serve" lists each place once, and the nearby-areas block links the nearest other places.
     */
    locality: string;
    /**
     * What the page is about beside its place, when another page is about the same place ("Family stays", "Holiday rentals"): the nearby-areas block links it by these words, and validate warns when two pages about one place and spot do not say how they differ.
     */
    topic?: string;
    /**
     * The four-digit postcode.
     */
    postalCode: string;
    /**
     * Where the place is on a map.
     */
    geo: {
      /**
       * Degrees north (negative for south), e.g. -32.96.
       */
      latitude: number;
      /**
       * Degrees east, e.g. 151.71.
       */
      longitude: number;
    };
    rating?: RatingSummary;
    /**
     * What guests get, one per line.
     */
    amenities?: string[];
  };
  /**
   * Extra JSON-LD objects, added as they are.
   */
  jsonLd?: Record<string, unknown>[];
  /**
   * The blocks the page is made of, top to bottom.
   *
   * @minItems 1
   */
  blocks: Block[];
}
/**
 * Site-wide settings and the facts every page shares.
 */
export interface SiteConfig {
  /**
   * The guesthouse's name and tagline.
   */
  brand: {
    /**
     * The guesthouse's name, as shown everywhere.
     */
    name: string;
    /**
     * A short form of the name, for small screens.
     */
    shortName: string;
    /**
     * A short line about the place.
     */
    tagline?: string;
  };
  /**
   * Origin used for canonical URLs, the sitemap and Open Graph, without a trailing slash.
   */
  baseUrl: string;
  /**
   * Other origins (besides baseUrl) whose pages may call the guide unlock function cross-origin, e.g. a staging site. Availability stays open to every origin.
   */
  allowedOrigins?: string[];
  /**
   * Extra addresses that redirect (301) to a page, e.g. /guide: /digital-guide. Keys and targets are site paths.
   */
  aliases?: {
    [k: string]: string;
  };
  /**
   * The property's facts, stated once: pages, the private guide and the chat show them through placeholders ({checkIn}, {bedLayout}, ...) and `npm run validate` reports text that states them differently.
   */
  property: {
    /**
     * How many guests can stay.
     */
    guests: number;
    /**
     * Must equal the number of rooms in bedLayout.
     */
    bedrooms: number;
    /**
     * Must equal the number of beds in bedLayout.
     */
    beds: number;
    /**
     * How many bathrooms.
     */
    baths: number;
    /**
     * Each bedroom and its beds, e.g. { room: Bedroom 2, beds: [single, single] }. Shown as {bedLayout}, or one room as {bedroom1}, {bedroom2}, ...
     *
     * @minItems 1
     */
    bedLayout: {
      /**
       * The room's name, e.g. Bedroom 1.
       */
      room: string;
      /**
       * The beds in this room.
       *
       * @minItems 1
       *
       * Items: sofa: a sofa bed.
       */
      beds: ('king' | 'queen' | 'double' | 'single' | 'bunk' | 'sofa')[];
    }[];
    /**
     * A time of day as 24-hour HH:MM, e.g. 15:00
     */
    checkIn: string;
    /**
     * A time of day as 24-hour HH:MM, e.g. 15:00
     */
    checkOut: string;
    /**
     * The house rule's quiet hours, 24-hour HH:MM; shown as {quietHours} (10:00 PM–7:00 AM).
     */
    quietHours: {
      /**
       * A time of day as 24-hour HH:MM, e.g. 15:00
       */
      from: string;
      /**
       * A time of day as 24-hour HH:MM, e.g. 15:00
       */
      to: string;
    };
    /**
     * Shown as {minimumStay} (2 nights).
     */
    minimumStayNights: number;
    /**
     * One sentence, no final full stop; shown as {parking}.
     */
    parking: string;
    /**
     * Whether guests have WiFi; {wifi} says so in words. The password lives only in private/guide.yaml.
     */
    wifi: boolean;
    /**
     * Whether pets are allowed; {pets} says so in words.
     */
    pets: boolean;
    /**
     * What guests may not do besides pets ('No smoking'), each a short line: the facts page lists them (a fact-panels panel with houseRules: true) and the chat says them as {houseRules}.
     *
     * @minItems 1
     * @maxItems 8
     */
    houseRules?: string[];
    /**
     * What a guest who wants to leave later than checkOut should do, in a sentence or two; shown as {lateCheckout} (the guide and the chat).
     */
    lateCheckout?: string;
    /**
     * What the house has, in groups: the facts page shows one card per group (a fact-panels block with amenities: true) and the chat answers questions about each item ('is there a cot?').
     *
     * @minItems 1
     * @maxItems 6
     */
    amenities?: {
      /**
       * The group's name, e.g. Kitchen.
       */
      title: string;
      icon: Icon;
      /**
       * The amenities in the group.
       *
       * @minItems 1
       * @maxItems 16
       */
      items: string[];
    }[];
    /**
     * The guests' average rating, from 1 to 5, as the review source shows it ({rating}). Every rating a page states must be this one.
     */
    rating: number;
    /**
     * How many reviews that rating is from, as the review source shows it ({reviewCount}).
     */
    reviewCount: number;
    /**
     * The site guests review the house on (Airbnb, Booking.com, Google): the source of the rating, and of every review a page shows (a review says source: with this name).
     */
    reviewSource: string;
    /**
     * Words shown with the rating, e.g. Guest Favourite.
     */
    ratingLabel: string;
    /**
     * The suburb of the guesthouse.
     */
    suburb: string;
    /**
     * The nearest city, e.g. Newcastle.
     */
    city: string;
    /**
     * The state or region, e.g. NSW.
     */
    region: string;
    /**
     * Two capital letters, e.g. AU.
     */
    country: string;
    /**
     * IANA zone the availability calendar counts days in.
     */
    timeZone: string;
    /**
     * The usual price of a night, in dollars.
     */
    nightlyRate?: number;
  };
  /**
   * How guests reach the hosts.
   */
  contact: {
    /**
     * Shown as {email}.
     */
    email: string;
    /**
     * The host's phone (calls and texts); shown as {phone}, in the structured data and in the guide.
     */
    phone: string;
    /**
     * How soon the host replies to an enquiry, as read after 'replies': 'within 2 hours in business hours'. Shown as {replyTime}; every sentence that has it, and the chat's online dot, are left out when it is empty.
     */
    replyTime?: string;
  };
  /**
   * Where guests book.
   */
  booking: {
    /**
     * A full web address, starting https://.
     */
    url: string;
    /**
     * The booking page with a stay filled in: {arrival} and {departure} (YYYY-MM-DD) and {nights} are replaced. Without it the calendars only display availability.
     */
    datesUrl?: string;
  };
  /**
   * The Instagram page, starting https://.
   */
  instagram: string;
  /**
   * Where guests write a review (for example the listing's review page): the reviews page's 'Write a Review' button links here, and is not shown without it.
   */
  reviewUrl?: string;
  /**
   * Where the site's server functions run (for the developer).
   */
  backend: {
    /**
     * Backend origin; empty means the site's own origin (the embedded server).
     */
    url: string;
    /**
     * The public anonymous key sent as apikey; not a secret.
     */
    anonKey: string;
    /**
     * The names of the server functions (for the developer).
     */
    functions: {
      /**
       * Name of the availability function.
       */
      availability: string;
      /**
       * Name of the digital guide function.
       */
      guide: string;
      /**
       * Name of the enquiry function.
       */
      enquiry: string;
    };
  };
  /**
   * How each booked stay reaches the digital guide: its own code and link, derived from the booking feed's stay and the server's secret (docs/hosting.md#the-digital-guide). Every field has a default. The embedded server and the Supabase functions read the same values here, so they give the same codes.
   */
  guide?: {
    /**
     * Characters in each stay's code, from 31 letters and digits without look-alikes (no 0/O, 1/I/L), shown in groups of four. At least 8: a shorter code would let a flood of wrong guesses make typed codes wait (docs/security.md#the-guide-code-against-guessing).
     */
    codeLength?: number;
    /**
     * The code and link open the guide from the start of this many days before check-in day (in the property's time zone).
     */
    opensDaysBefore?: number;
    /**
     * They open it until the end of this many days after check-out day; a guest's session on a device ends then too. 0: at the end of check-out day.
     */
    closesDaysAfter?: number;
  };
  /**
   * The menu at the top of every page.
   */
  nav: {
    /**
     * The menu's links, in order.
     *
     * @minItems 1
     * @maxItems 12
     */
    links: Link[];
  };
  /**
   * What the bottom of every page shows.
   */
  footer: {
    /**
     * Words of the scrolling brand banner; the brand name otherwise.
     */
    banner?: string;
    /**
     * A sentence about the guesthouse at the bottom of every page.
     */
    blurb: string;
    /**
     * Links in the footer.
     */
    quickLinks: Link[];
    /**
     * The booking box in the footer.
     */
    bookingsPrompt: {
      /**
       * The heading of the footer's booking box.
       */
      heading: string;
      /**
       * A sentence in the footer's booking box.
       */
      text: string;
      /**
       * The words on its button.
       */
      label: string;
    };
  };
  /**
   * The site's colours for light and dark screens.
   */
  theme: {
    light: Palette;
    dark: Palette;
    /**
     * A corner radius such as 18px or 1rem
     */
    radius: string;
    /**
     * A CSS font-family list, e.g. "Inter Variable", system-ui, sans-serif (without ; { } < > or backslashes)
     */
    font: string;
  };
  /**
   * How search engines and shared links show the site.
   */
  seo: {
    image: Image;
    /**
     * Language and country, e.g. en_AU.
     */
    locale: string;
    /**
     * `npm run validate` warns when two landing pages (pages with `lodging:`) are more alike than this: the Jaccard similarity of their visible text's 4-word runs, 0 to 1. A landing page copied with only the place name changed scores about 0.85; the pages written for their place score under 0.1.
     */
    copiedPageThreshold?: number;
    /**
     * Above this the copy is an error, not a warning: `npm run validate` fails and the build stops, so a page copied with only the place name changed is never published. A page that shares its text on purpose says so with `canonical:`.
     */
    copiedPageErrorThreshold?: number;
  };
  /**
   * The shared photo list: 12 interior and 2 exterior photos.
   */
  photos: {
    /**
     * A photo under public/images/.
     */
    src: string;
    /**
     * Says what the photo shows.
     */
    alt: string;
    /**
     * Inside or outside.
     */
    category: 'interior' | 'exterior';
    /**
     * A caption shown in the gallery's larger view.
     */
    description: string;
  }[];
  chat: ChatScript;
}
export interface Link {
  /**
   * A page of the site, e.g. /about.
   */
  href: string;
  /**
   * The link's words.
   */
  label: string;
}
export interface Palette {
  /**
   * A colour as #rgb or #rrggbb, e.g. #1e5b57
   */
  bg: string;
  /**
   * A colour as #rgb or #rrggbb, e.g. #1e5b57
   */
  surface: string;
  /**
   * A colour as #rgb or #rrggbb, e.g. #1e5b57
   */
  surfaceAlt: string;
  /**
   * A colour as #rgb or #rrggbb, e.g. #1e5b57
   */
  text: string;
  /**
   * A colour as #rgb or #rrggbb, e.g. #1e5b57
   */
  muted: string;
  /**
   * A colour as #rgb or #rrggbb, e.g. #1e5b57
   */
  border: string;
  /**
   * A colour as #rgb or #rrggbb, e.g. #1e5b57
   */
  primary: string;
  /**
   * A colour as #rgb or #rrggbb, e.g. #1e5b57
   */
  primaryText: string;
  /**
   * A colour as #rgb or #rrggbb, e.g. #1e5b57
   */
  band: string;
  /**
   * A colour as #rgb or #rrggbb, e.g. #1e5b57
   */
  bandText: string;
  /**
   * A colour as #rgb or #rrggbb, e.g. #1e5b57
   */
  accent: string;
  /**
   * A colour as #rgb or #rrggbb, e.g. #1e5b57
   */
  accentText: string;
  /**
   * A colour as #rgb or #rrggbb, e.g. #1e5b57
   */
  star: string;
}
/**
 * Body of the availability function: the first and last day to report, both inclusive, as calendar days in the property's time zone. Each day must be real and within yesterday … two years ahead in the property's zone; end_date must not be before start_date and at most 366 days after it (checked in code, since JSON Schema cannot compare two fields or read the clock).
 */
export interface AvailabilityRequest {
  /**
   * First day of the window, YYYY-MM-DD.
   */
  start_date: string;
  /**
   * Last day of the window, YYYY-MM-DD.
   */
  end_date: string;
}
/**
 * Body of POST /functions/v1/<guide function>/link: the key from a stay's link (/digital-guide#key=<key>), which the page read from the address's fragment and sends here, never in a URL.
 */
export interface GuideLinkRequest {
  /**
   * The link's key.
   */
  key: string;
}
/**
 * Body of POST /functions/v1/<guide function>/session (reopens the guide for a live session) and /lock (ends it wherever its token was copied). A page on another origin sends the token it was given; a page of the function's own origin sends {} and its cookie goes along.
 */
export interface GuideSessionRequest {
  /**
   * The session token from the unlock's reply (session.token).
   */
  token?: string;
}
/**
 * Body of POST /functions/v1/<guide function>: the code a guest typed, from their booking message (their stay's own code, or the shared four-digit passcode where the host set one). Spaces and dashes are ignored.
 */
export interface GuideUnlockRequest {
  /**
   * The code as typed, e.g. K7PM-3XQA.
   */
  passcode: string;
}

export type Block =
  | AmenitiesBlock
  | AvailabilityCalendarBlock
  | BannerStripBlock
  | BlogArticleBlock
  | BlogListBlock
  | ContactFormBlock
  | ContactPanelsBlock
  | CtaBlock
  | ExplorePlacesBlock
  | FactPanelsBlock
  | FactsGridBlock
  | FaqBlock
  | FeatureCardsBlock
  | FeatureListBlock
  | FloatingCtaBlock
  | GalleryBlock
  | GuideGateBlock
  | HeroBlock
  | ImageBannerBlock
  | InfoPanelBlock
  | MapEmbedBlock
  | NearbyAreasBlock
  | NearbyPlacesBlock
  | PhotoCarouselBlock
  | PhotoGridBlock
  | ReviewsBlock
  | TextBlock
  | UseCasesBlock;
export type BlockType = Block['type'];
export type BlockPropsMap = { [B in Block as B['type']]: B };
export const blockTypeNames = ["amenities","availability-calendar","banner-strip","blog-article","blog-list","contact-form","contact-panels","cta","explore-places","fact-panels","facts-grid","faq","feature-cards","feature-list","floating-cta","gallery","guide-gate","hero","image-banner","info-panel","map-embed","nearby-areas","nearby-places","photo-carousel","photo-grid","reviews","text","use-cases"] as const;
