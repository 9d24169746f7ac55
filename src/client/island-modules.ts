import { islandNameOf, type ClientModule, type Mount } from '../core/island-types';

// Every island's client module, found by its folder: src/blocks/<name>/client.ts (a block whose
// definition has `island:`) or src/widgets/<name>/client.ts (the chat, the live calendar). Each
// is a chunk of its own; nothing else of a block reaches the browser.
const modules = import.meta.glob<ClientModule>(['../blocks/*/client.ts', '../widgets/*/client.ts']);

const byName = new Map(Object.entries(modules).map(([file, load]) => [islandNameOf(file)!, load]));

/** How the island `name` comes to life: its client module's `enhance`. */
export async function loadIsland(name: string): Promise<Mount> {
  const load = byName.get(name);
  if (!load) throw new Error(`no client code for island "${name}"`);
  return (await load()).enhance;
}
