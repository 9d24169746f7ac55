import type { HeroBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { Hero } from './hero';

export default defineBlock<HeroBlock>({ type: 'hero', view: Hero });
