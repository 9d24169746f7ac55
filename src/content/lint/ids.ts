import { messages, say } from '../../core/messages';
import { found, type LintFinding, type LintInput } from './types';

/** Each id on a page names one place: two sections with one id break #links and the page's HTML. */
export function idFindings({ model }: LintInput): LintFinding[] {
  const out: LintFinding[] = [];
  for (const { def, source, ids } of model.pages) {
    const first = new Map<string, number | undefined>();
    for (const { id, block, own } of ids) {
      if (!first.has(id)) {
        first.set(id, block);
        continue;
      }
      const earlier = first.get(id);
      const owner = earlier === undefined ? undefined : `blocks[${earlier}] (${def.blocks[earlier].type})`;
      out.push(found(source, own ? ['blocks', block!, 'id'] : ['blocks', block!], say(messages.duplicateId, { id, first: owner })));
    }
  }
  return out;
}
