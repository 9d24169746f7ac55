import { mountReact } from '../../islands/hydrate';
import { ContactForm } from './contact-form';

export const enhance = mountReact(ContactForm);
