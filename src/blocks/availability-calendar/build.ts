import type { AvailabilityCalendarBlock } from '../../core/types/content.gen';
import { defineBlockBuild } from '../../core/define-block';

export default defineBlockBuild<AvailabilityCalendarBlock>({
  type: 'availability-calendar',
  makesH1: (block) => block.pageHeading === true,
});
