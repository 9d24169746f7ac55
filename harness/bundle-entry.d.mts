// Types of bundle-entry.mjs, for the TypeScript that imports it.
export function bundle(root: string, entry: string, dir: string): Promise<{ file: string; sources: Map<string, number> }>;
export function current(sources: Map<string, number>): boolean;
