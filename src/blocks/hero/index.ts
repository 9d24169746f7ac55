import type { HeroBlock } from '../../types/content.gen';
import { defineBlock } from '../define';
import { Hero } from './hero';

export default defineBlock<HeroBlock>({ type: 'hero', view: Hero, makesH1: () => true });
