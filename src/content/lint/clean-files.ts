import { cacheFile } from '../cache-file';

/**
 * The files a rule that reads one file at a time found nothing in, remembered in .cache/ under a
 * key of all the rule reads (the hash of the file's text, and of site.yaml's for a rule that
 * compares with it): the next run skips them. A file with findings is checked every run, so
 * what is reported is always worked out afresh. `code`: the files the rule's verdict depends on.
 */
export function cleanFiles(rule: string, code: string[]) {
  const saved = cacheFile<string[]>(`clean-${rule}.json`, () => [...code, 'src/content/known-good.ts']);
  let last: Set<string> | undefined;
  const now = new Set<string>();
  let changed = false;
  return {
    /** Whether the file under `key` was clean when last checked; a file without a key never is. */
    known(key: string | undefined): boolean {
      if (!key) return false;
      last ??= new Set(saved.read() ?? []);
      if (!last.has(key)) return false;
      now.add(key);
      return true;
    },
    /** The file under `key` was checked now and found clean. */
    clean(key: string | undefined) {
      if (!key) return;
      now.add(key);
      changed = true;
    },
    /** Keeps the keys this run met, and forgets the others. */
    save() {
      if (last && (changed || now.size !== last.size)) saved.write([...now]);
    },
  };
}
