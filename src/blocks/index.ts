import type { ComponentType } from 'react';
import type { BlockPropsMap, BlockType } from '../types/content.gen';
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
