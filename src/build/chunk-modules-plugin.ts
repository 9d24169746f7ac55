import path from 'node:path';
import type { Plugin } from 'vite';
import { islandModules } from './budgets';

/**
 * Writes .vite/chunk-modules.json beside the manifest: the source modules inside every client
 * chunk, named from the project root, so the budget test can prove no static block's code
 * reaches the browser. The build moves both files out of the published folder.
 */
export function chunkModulesPlugin(): Plugin {
  let root = '';
  const name = (id: string) => {
    const clean = id.replace(/\0/g, '').replace(/\?.*$/, '');
    return path.isAbsolute(clean) ? path.relative(root, clean).split(path.sep).join('/') : clean;
  };
  return {
    name: 'guesthouse-chunk-modules',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    configResolved(config) {
      root = config.root;
    },
    // Two island folders of one name: the loader would map both to one module. A build error.
    buildStart() {
      islandModules(root);
    },
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const out of Object.values(bundle)) if (out.type === 'chunk') modules[out.fileName] = out.moduleIds.map(name);
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules, null, 1) });
    },
  };
}
