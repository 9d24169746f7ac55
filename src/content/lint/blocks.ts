import { buildOf } from '../../blocks/build-registry';
import { positionOf, type YamlSource } from '../yaml-source';
import { found, type LintFinding, type LintInput } from './types';

/** `file:line:col` of a path in a source. */
export const whereIn = (source: YamlSource | undefined) => (at: (string | number)[]) => {
  if (!source) return 'site.yaml';
  const { line, col } = positionOf(source, at);
  return `${source.file}:${line}:${col}`;
};

/** Each block's own content rules: the `lint` hook of its build.ts, the findings located in its page. */
export function blockFindings({ model }: LintInput): LintFinding[] {
  const whereInSite = whereIn(model.siteSource);
  return model.pages.flatMap(({ def, source }) => {
    const where = whereIn(source);
    return def.blocks.flatMap((block, index) =>
      (buildOf(block.type).lint?.(block, { page: def, index, where, site: model.site, whereInSite }) ?? []).map(({ at, ...said }) => found(source, at, said)),
    );
  });
}
