import { buildOf } from '../../blocks/build-registry';
import { positionOf } from '../yaml-source';
import { found, type LintFinding, type LintInput } from './types';

/** Each block's own content rules: the `lint` hook of its build.ts, the findings located in its page. */
export function blockFindings({ model }: LintInput): LintFinding[] {
  return model.pages.flatMap(({ def, source }) => {
    const where = (at: (string | number)[]) => {
      const { line, col } = positionOf(source, at);
      return `${source.file}:${line}:${col}`;
    };
    return def.blocks.flatMap((block, index) =>
      (buildOf(block.type).lint?.(block, { page: def, index, where }) ?? []).map((f) => found(source, f.at, f.rule, f.message, f.hint, f.severity)),
    );
  });
}
