import type { ContactFormBlock } from '../../core/types/content.gen';
import { defineBlockBuild } from '../../core/define-block';
import { fieldLimits, type FormComputed } from './fields';

export default defineBlockBuild<ContactFormBlock>({
  type: 'contact-form',
  // Required fields and lengths as the server enforces them: one source, the request's schema.
  compute: (_block, { page, schema }): FormComputed => ({
    limits: fieldLimits(schema('api/enquiry.schema.json') as Parameters<typeof fieldLimits>[0]),
    page: page.path,
  }),
  // Without an `id:` of its own the form's section is #contact-form.
  anchors: (block) => (block.id ? [] : ['contact-form']),
});
