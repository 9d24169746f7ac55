import type { AvailabilityCalendarBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { AvailabilityCalendar } from './availability-calendar';

// Static itself: the live calendar inside it is an island of its own (src/widgets/live-calendar).
export default defineBlock<AvailabilityCalendarBlock>({
  type: 'availability-calendar',
  view: AvailabilityCalendar,
});
