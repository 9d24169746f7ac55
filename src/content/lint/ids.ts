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
      const where = earlier === undefined ? "the page's main content (the skip link's target)" : `blocks[${earlier}] (${def.blocks[earlier].type})`;
      out.push(found(source, own ? ['blocks', block!, 'id'] : ['blocks', block!], 'ids', `id '${id}' is already the id of ${where}`, 'Give each section of a page its own id (lowercase words joined by hyphens).'));
    }
  }
  return out;
}
