import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { rootDir } from '../core/paths';

/**
 * Files the engine serves at a fixed address of the site, beside the content's public/ (which
 * belongs to the marketer, and to the tests' fixture site in the tests): the guide's service
 * worker must sit at the site's root path to control /digital-guide.
 */
const files: Record<string, string> = {
  'guide-sw.js': 'src/blocks/guide-gate/guide-sw.js',
};

export function engineFilesPlugin(): Plugin {
  const read = (name: string) => fs.readFileSync(path.join(rootDir, files[name]), 'utf8');
  return {
    name: 'guesthouse-engine-files',
    applyToEnvironment: (env) => env.name === 'client',
    generateBundle() {
      for (const name of Object.keys(files)) this.emitFile({ type: 'asset', fileName: name, source: read(name) });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.split('?')[0].slice(1);
        if (!name || !Object.hasOwn(files, name)) return next();
        res.setHeader('content-type', 'text/javascript; charset=utf-8');
        res.end(read(name));
      });
    },
  };
}
