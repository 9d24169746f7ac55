import type { ComponentType } from 'react';
import type { HeroBlock } from '../types/content.gen';
import { AvailabilitySlot } from './availability-slot';

export type SlotName = NonNullable<HeroBlock['aside']>;

/** Widgets blocks can place beside their content, by the name the schema allows. */
export const slots: Record<SlotName, ComponentType> = {
  availability: AvailabilitySlot,
};
