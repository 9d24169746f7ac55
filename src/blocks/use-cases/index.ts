import type { UseCasesBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { UseCases } from './use-cases';

export default defineBlock<UseCasesBlock>({ type: 'use-cases', view: UseCases });
