import type { ImageManifest, PageData } from '../app/page-data';
import { ImagesContext } from '../components/images-context';
import { Island } from '../islands/island';
import { ComputedContext } from './computed';
import { definitionOf } from './registry';

const pick = (manifest: ImageManifest, srcs: string[]): ImageManifest | undefined => {
  const used = srcs.filter((src) => manifest[src]);
  return used.length ? Object.fromEntries(used.map((src) => [src, manifest[src]])) : undefined;
};

/**
 * A page's blocks in order. Static blocks render to plain HTML; interactive ones become
 * islands carrying only their own block fields, computed data and images.
 */
export function Blocks({ page }: { page: PageData }) {
  return (
    <ImagesContext.Provider value={page.images}>
      {page.blocks.map(({ block, computed, images }, i) => {
        const { view: View, island } = definitionOf(block.type);
        if (island) {
          return (
            <Island
              key={i}
              name={block.type}
              when={island.when}
              component={View}
              props={block}
              computed={computed}
              images={pick(page.images, images)}
              serialize={island.script === 'react'}
            />
          );
        }
        return (
          <ComputedContext.Provider key={i} value={computed}>
            <View {...block} />
          </ComputedContext.Provider>
        );
      })}
    </ImagesContext.Provider>
  );
}
