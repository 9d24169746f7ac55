import type { ContactFormBlock } from '../../core/types/content.gen';
import { defineBlockBuild } from '../../core/define-block';
import { fillPlaceholders, placeholderValues } from '../../core/facts';
import { fieldLimits, type FormComputed } from './fields';
import { defaultEmailed, defaultStored, type Thanks } from './thanks';

export default defineBlockBuild<ContactFormBlock>({
  type: 'contact-form',
  // Required fields and lengths as the server enforces them: one source, the request's schema.
  compute: (block, { site, page, schema }): FormComputed => {
    // The default notices the block does not word itself, finished here: the browser fills in nothing.
    const filled = (t: Thanks) => ({ title: fillPlaceholders(t.title, placeholderValues(site)), text: fillPlaceholders(t.text, placeholderValues(site)) });
    return {
      limits: fieldLimits(schema('api/enquiry.schema.json') as Parameters<typeof fieldLimits>[0]),
      page: page.path,
      thanks: { emailed: block.thanks ? undefined : filled(defaultEmailed), stored: block.thanks?.stored ? undefined : filled(defaultStored) },
    };
  },
  // Without an `id:` of its own the form's section is #contact-form.
  anchors: (block) => (block.id ? [] : ['contact-form']),
});
