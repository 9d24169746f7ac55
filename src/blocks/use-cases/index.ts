import type { UseCasesBlock } from '../../types/content.gen';
import { defineBlock } from '../define';
import { UseCases } from './use-cases';

export default defineBlock<UseCasesBlock>({ type: 'use-cases', view: UseCases });
