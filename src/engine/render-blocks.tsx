import { createContext, useContext, type ComponentType } from 'react';
import type { Block } from '../types/content.gen';
import { blocks as registry } from '../blocks';
import { ImagesContext } from '../components/images-context';
import type { PageData } from './page-data';

const ComputedContext = createContext<unknown>(undefined);

/** Data the engine computed at build time for the block being rendered (see PageData.computed). */
export function useComputed<T>(): T | undefined {
  return useContext(ComputedContext) as T | undefined;
}

export function Blocks({ page }: { page: PageData }) {
  return (
    <ImagesContext.Provider value={page.images}>
      {page.blocks.map((block: Block, i) => {
        const C = registry[block.type] as ComponentType<Block>;
        return (
          <ComputedContext.Provider key={i} value={page.computed?.[i]}>
            <C {...block} />
          </ComputedContext.Provider>
        );
      })}
    </ImagesContext.Provider>
  );
}
