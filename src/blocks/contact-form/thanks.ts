import type { ContactFormBlock } from '../../core/types/content.gen';

export type Thanks = { title: string; text: string };

/** The notices a block does not word itself: when the server e-mails each enquiry to the host (SMTP configured)… */
export const defaultEmailed: Thanks = {
  title: 'Thank you, your message has been sent',
  text: 'It has gone to our host. They reply {replyTime}.',
};
/** …and when it only stores enquiries for the host to read: no promise of an e-mail or a time. */
export const defaultStored: Thanks = {
  title: 'Thank you, we have your message',
  text: 'It is saved for our host, who will read it and reply to the e-mail address you gave. If it is urgent, please call or text {phone}.',
};

/** The two notices the form shows: the block's wording (filled with its page), else the defaults its build.ts filled. */
export function thanksShown(block: ContactFormBlock, defaults: { emailed?: Thanks; stored?: Thanks } = {}): { emailed: Thanks; stored: Thanks } {
  const none = { title: '', text: '' };
  return { emailed: block.thanks ?? defaults.emailed ?? none, stored: block.thanks?.stored ?? defaults.stored ?? none };
}
