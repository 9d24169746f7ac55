import type { ComponentType } from 'react';
import type { Block } from '../types/content.gen';
import { blocks as registry } from '../blocks';
import { ImagesContext } from '../components/images-context';
import { Island, imagesIn } from '../islands/island';
import type { Entry } from '../islands/types';
import { ComputedContext } from './computed';
import type { PageData } from './page-data';

/**
 * A page's blocks in order. Static blocks render to plain HTML; interactive ones become
 * islands carrying only their own block fields, computed data and images.
 */
export function Blocks({ page }: { page: PageData }) {
  return (
    <ImagesContext.Provider value={page.images}>
      {page.blocks.map((block: Block, i) => {
        const entry = registry[block.type] as Entry<Block>;
        const computed = page.computed?.[i];
        if (entry.hydrate && entry.hydrate !== 'static') {
          return (
            <Island
              key={i}
              name={block.type}
              when={entry.hydrate}
              component={entry.component}
              props={block}
              computed={computed}
              images={imagesIn([block, computed], page.images)}
              plain={entry.plain}
            />
          );
        }
        const C = entry.component as ComponentType<Block>;
        return (
          <ComputedContext.Provider key={i} value={computed}>
            <C {...block} />
          </ComputedContext.Provider>
        );
      })}
    </ImagesContext.Provider>
  );
}
