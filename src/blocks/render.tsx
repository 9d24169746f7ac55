import { Fragment } from 'react';
import type { BlockSource, ImageManifest, PageData } from '../core/page-data';
import { ImagesContext } from '../core/images-context';
import { Island } from '../islands/island';
import { ComputedContext } from '../core/computed';
import { definitionOf } from './registry';

const pick = (manifest: ImageManifest, srcs: string[]): ImageManifest | undefined => {
  const used = srcs.filter((src) => manifest[src]);
  return used.length ? Object.fromEntries(used.map((src) => [src, manifest[src]])) : undefined;
};

/**
 * The dev server's mark before a block: where it and its text are written (npm run dev's
 * click-to-source, src/build/dev-source/). A template shows nothing and no build has one.
 */
const SourceMark = ({ source }: { source: BlockSource }) => <template data-source={source.at} data-where={source.where} data-fields={JSON.stringify(source.fields)} />;

/**
 * A page's blocks in order. Static blocks render to plain HTML; interactive ones become
 * islands carrying only their own block fields, computed data and images.
 */
export function Blocks({ page }: { page: PageData }) {
  return (
    <ImagesContext.Provider value={page.images}>
      {page.blocks.map((_, i) => {
        const source = page.sources?.[i];
        if (!source) return <BlockView key={i} page={page} i={i} />;
        return (
          <Fragment key={i}>
            <SourceMark source={source} />
            <BlockView page={page} i={i} />
          </Fragment>
        );
      })}
    </ImagesContext.Provider>
  );
}

function BlockView({ page, i }: { page: PageData; i: number }) {
  const { block, computed, images } = page.blocks[i];
  const { view: View, island } = definitionOf(block.type);
  if (island) {
    return (
      <Island island={{ name: block.type, ...island }} component={View} props={block} computed={computed} images={pick(page.images, images)} />
    );
  }
  return (
    <ComputedContext.Provider value={computed}>
      <View {...block} />
    </ComputedContext.Provider>
  );
}
