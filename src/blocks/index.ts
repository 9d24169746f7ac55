import type { Entry } from '../islands/types';
import type { BlockPropsMap, BlockType } from '../types/content.gen';
import { ContactForm } from './contact-form';
import { ContactPanels } from './contact-panels';
import { Amenities } from './amenities';
import { AvailabilityCalendar } from './availability-calendar';
import { BannerStrip } from './banner-strip';
import { Gallery } from './gallery';
import { ImageBanner } from './image-banner';
import { InfoPanel } from './info-panel';
import { MapEmbed } from './map-embed';
import { PhotoCarousel } from './photo-carousel';
import { PhotoGrid } from './photo-grid';
import { Testimonials } from './testimonials';
import { BlogArticle } from './blog-article';
import { BlogList } from './blog-list';
import { ExplorePlaces } from './explore-places';
import { FactPanels } from './fact-panels';
import { FactsGrid } from './facts-grid';
import { GuestReviews } from './guest-reviews';
import { GuideGate } from './guide-gate';
import { Cta } from './cta';
import { FeatureCards } from './feature-cards';
import { FeatureList } from './feature-list';
import { FloatingCta } from './floating-cta';
import { Hero } from './hero';
import { NearbyPlaces } from './nearby-places';
import { Reviews } from './reviews';
import { Testimonial } from './testimonial';
import { Text } from './text';
import { UseCases } from './use-cases';

/**
 * Every block type (one schema in schemas/blocks/) mapped to its component and, for the few
 * interactive ones, when their script loads (see Hydrate; static blocks ship no JavaScript).
 * A schema without a component, or a component without a schema, fails to compile here; an
 * island without a client loader in src/islands/client-map.ts fails tests/islands.
 */
export const blocks = {
  'blog-article': { component: BlogArticle },
  'blog-list': { component: BlogList },
  'explore-places': { component: ExplorePlaces },
  'fact-panels': { component: FactPanels },
  'facts-grid': { component: FactsGrid },
  'guest-reviews': { component: GuestReviews },
  'guide-gate': { component: GuideGate, hydrate: 'load', plain: true },
  'contact-form': { component: ContactForm, hydrate: 'interaction' },
  'contact-panels': { component: ContactPanels },
  amenities: { component: Amenities },
  'availability-calendar': { component: AvailabilityCalendar },
  'banner-strip': { component: BannerStrip, hydrate: 'interaction', plain: true },
  gallery: { component: Gallery },
  'image-banner': { component: ImageBanner },
  'info-panel': { component: InfoPanel },
  'map-embed': { component: MapEmbed, hydrate: 'visible', plain: true },
  'photo-carousel': { component: PhotoCarousel, hydrate: 'visible', plain: true },
  'photo-grid': { component: PhotoGrid },
  testimonials: { component: Testimonials },
  cta: { component: Cta },
  'feature-cards': { component: FeatureCards },
  'feature-list': { component: FeatureList },
  'floating-cta': { component: FloatingCta, hydrate: 'idle', plain: true },
  hero: { component: Hero },
  'nearby-places': { component: NearbyPlaces },
  reviews: { component: Reviews },
  testimonial: { component: Testimonial },
  text: { component: Text },
  'use-cases': { component: UseCases },
} satisfies { [T in BlockType]: Entry<BlockPropsMap[T]> };
