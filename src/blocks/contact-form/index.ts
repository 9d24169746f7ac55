import type { ContactFormBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { ContactForm } from './contact-form';

export default defineBlock<ContactFormBlock>({
  type: 'contact-form',
  view: ContactForm,
  // The form posts without script; React takes over at the first touch, focus or key.
  island: { when: 'interaction', script: 'react' },
});
