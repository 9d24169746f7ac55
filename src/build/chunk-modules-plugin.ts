import type { Plugin } from 'vite';

/**
 * Writes .vite/chunk-modules.json beside the manifest: the source modules inside every client
 * chunk, so the budget test can prove no static block's code reaches the browser.
 */
export function chunkModulesPlugin(): Plugin {
  return {
    name: 'guesthouse-chunk-modules',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const out of Object.values(bundle)) {
        if (out.type === 'chunk') modules[out.fileName] = out.moduleIds.map((id) => id.replace(/^.*?\/(src|node_modules)\//, '$1/'));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules, null, 1) });
    },
  };
}
