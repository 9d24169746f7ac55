import type { HeroBlock } from '../types/content.gen';
import type { Entry } from '../islands/types';
import { AvailabilitySlot } from './availability-slot';
import { CalendarFrame } from './availability/calendar';
import type { CalendarProps } from './availability/calendar-props';
import { ChatDock } from './chat/launcher';

/**
 * Chrome widgets and the widgets blocks place beside their content, with when each hydrates
 * (the same rule as the block registry). The chat stays a plain button until it is used or
 * its 15-second welcome is due (src/client/chat.ts); the live calendar is plain script.
 */
export const widgets = {
  'availability-slot': { component: AvailabilitySlot },
  'live-calendar': { component: CalendarFrame, hydrate: 'visible' } satisfies Entry<CalendarProps>,
  chat: { component: ChatDock, hydrate: 'interaction' },
} satisfies Record<string, Entry<never>>;

/** Widgets placed by name alone, with no props of their own. */
export type WidgetName = 'availability-slot' | 'chat';
export type SlotName = NonNullable<HeroBlock['aside']>;

/** The widget each `aside:` value of a block names. */
export const slots: Record<SlotName, WidgetName> = {
  availability: 'availability-slot',
};
