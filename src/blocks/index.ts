import type { ComponentType } from 'react';
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
 * Every block type (one schema in schemas/blocks/) mapped to its component. A schema without
 * a component, or a component without a schema, fails to compile here.
 */
export const blocks = {
  'blog-article': BlogArticle,
  'blog-list': BlogList,
  'explore-places': ExplorePlaces,
  'fact-panels': FactPanels,
  'facts-grid': FactsGrid,
  'guest-reviews': GuestReviews,
  'guide-gate': GuideGate,
  'contact-form': ContactForm,
  'contact-panels': ContactPanels,
  amenities: Amenities,
  'availability-calendar': AvailabilityCalendar,
  'banner-strip': BannerStrip,
  gallery: Gallery,
  'image-banner': ImageBanner,
  'info-panel': InfoPanel,
  'map-embed': MapEmbed,
  'photo-carousel': PhotoCarousel,
  'photo-grid': PhotoGrid,
  testimonials: Testimonials,
  cta: Cta,
  'feature-cards': FeatureCards,
  'feature-list': FeatureList,
  'floating-cta': FloatingCta,
  hero: Hero,
  'nearby-places': NearbyPlaces,
  reviews: Reviews,
  testimonial: Testimonial,
  text: Text,
  'use-cases': UseCases,
} satisfies { [T in BlockType]: ComponentType<BlockPropsMap[T]> };
