import fs from 'node:fs';
import path from 'node:path';
import { scratchDir } from './scratch';

/**
 * A built site reduced to what a hostile case needs (a home page, /facts and the not-found page),
 * in a scratch folder the case may also fill with files, links and dot folders.
 */
export function stubDist(): string {
  const dir = scratchDir('hostile-dist');
  fs.mkdirSync(path.join(dir, 'client'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'client', 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>');
  fs.writeFileSync(path.join(dir, 'client', '404.html'), '<!doctype html><title>Not found</title><h1>Oops! Page not found</h1>');
  fs.mkdirSync(path.join(dir, 'client', 'facts'));
  fs.writeFileSync(path.join(dir, 'client', 'facts', 'index.html'), '<!doctype html><title>Facts</title><h1>Facts</h1>');
  return dir;
}
