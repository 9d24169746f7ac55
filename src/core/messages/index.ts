import type { AnyEntry } from './define';
import { factMessages } from './facts';
import { fieldMessages } from './fields';
import { fileMessages } from './files';
import { imageMessages } from './images';
import { launchMessages } from './launch';
import { pageMessages } from './pages';
import { pathMessages } from './paths';
import { reviewMessages } from './reviews';
import { yamlMessages } from './yaml';

export { say, type AnyEntry, type MessageEntry, type ParamsOf, type Said, type Severity } from './define';

/**
 * The catalogue of content messages: every problem `npm run validate`, the build, the dev server's
 * overlay, the CI annotations and the browser editor report about a content file. In the docs'
 * order (docs/content.md#validate-messages is generated from it by `npm run gen`).
 */
export const messageGroups = [yamlMessages, fieldMessages, imageMessages, fileMessages, pathMessages, pageMessages, factMessages, reviewMessages, launchMessages];

/** Every entry by its name in code: `say(messages.linkNotAPage, { href })`, `f.id === messages.orphanPage.id`. */
export const messages = {
  ...yamlMessages.messages,
  ...fieldMessages.messages,
  ...imageMessages.messages,
  ...fileMessages.messages,
  ...pathMessages.messages,
  ...pageMessages.messages,
  ...factMessages.messages,
  ...reviewMessages.messages,
  ...launchMessages.messages,
};

/** The entry with a given id (what a finding carries), for the overlay's and the editor's advice. */
const byId = new Map<string, AnyEntry>(Object.values(messages).map((e) => [e.id, e]));
export const entryOf = (id: string): AnyEntry | undefined => byId.get(id);
