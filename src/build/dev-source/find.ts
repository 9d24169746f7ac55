// What a pointed-at element of a dev page shows: the block mark before it and the text field
// whose words it holds. Click-to-source (client.ts) and the browser editor's preview both read it.

export interface Field {
  at: string;
  where: string;
  text: string;
}
export interface Place {
  at: string;
  where: string;
}

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The block mark before `el`: the nearest <template data-source> among its own or an ancestor's earlier siblings. */
export function markOf(el: Element | null): HTMLTemplateElement | undefined {
  for (let node = el; node && node !== document.body; node = node.parentElement) {
    for (let sib = node.previousElementSibling; sib; sib = sib.previousElementSibling) if (sib.matches('template[data-source]')) return sib as HTMLTemplateElement;
  }
  return undefined;
}

/** The elements a mark's block rendered: its siblings up to the next mark. */
export function blockElements(mark: Element): Element[] {
  const out: Element[] = [];
  for (let sib = mark.nextElementSibling; sib && !sib.matches('template[data-source]'); sib = sib.nextElementSibling) out.push(sib);
  return out;
}

/**
 * The text field `el` shows, walking up from it inside its block: a field whose words are the
 * element's, else the longest one inside the element, else the shortest one holding the
 * element's words (a bold word inside a paragraph).
 */
export function fieldOf(el: Element, mark: HTMLTemplateElement): { field: Field; el: Element } | undefined {
  const fields: Field[] = JSON.parse(mark.dataset.fields ?? '[]');
  const block = new Set(blockElements(mark));
  for (let node: Element | null = el; node; node = node.parentElement) {
    const text = norm(node.textContent ?? '');
    if (text) {
      const exact = fields.find((f) => norm(f.text) === text);
      const inside = fields.filter((f) => norm(f.text).length > 2 && text.includes(norm(f.text))).sort((a, b) => b.text.length - a.text.length)[0];
      const around = fields.filter((f) => norm(f.text).includes(text)).sort((a, b) => a.text.length - b.text.length)[0];
      const field = exact ?? inside ?? around;
      if (field) return { field, el: node };
    }
    if (block.has(node)) return undefined;
  }
  return undefined;
}
