// `npm run dev` only (the editor's plugin adds it to every page). On a page of its own: an "Edit"
// button beside Sources that opens this page in the editor. Inside the editor's preview: a click
// on a block or a piece of text tells the editor which one (the source marks know the place),
// instead of following the link or pressing the button; pointing outlines what a click picks.

import { blockElements, fieldOf, markOf } from '../build/dev-source/find';

const inEditor = window.parent !== window && window.name === 'editor-preview';

if (!inEditor) {
  const link = document.createElement('a');
  link.className = 'editor-open';
  link.textContent = '✎ Edit';
  link.title = 'Edit this page in forms, beside its preview';
  const style = document.createElement('style');
  style.textContent = `.editor-open { position: fixed; left: 140px; bottom: 12px; z-index: 2147483000; display: inline-flex; align-items: center;
    min-height: 40px; padding: 0 16px; border-radius: 999px; border: 2px solid #0b5cad; background: #fff; color: #0b4a8a; text-decoration: none;
    font: 600 14px/1 ui-sans-serif, system-ui, sans-serif; box-shadow: 0 4px 14px rgb(0 0 0 / 18%); }
    .editor-open:focus-visible { outline: 3px solid #0b5cad; outline-offset: 3px; }`;
  const attach = () => {
    link.href = `/__editor/?page=${encodeURIComponent(location.pathname)}`;
    if (!link.isConnected) document.body.append(link);
    if (!style.isConnected) document.head.append(style);
  };
  new MutationObserver(attach).observe(document.body, { childList: true });
  attach();
} else {
  const style = document.createElement('style');
  style.textContent = `.src-toggle, .editor-open { display: none !important; }
    html main * { cursor: pointer; }
    [data-editor-hover] { outline: 2px solid #0b5cad !important; outline-offset: -2px; }
    [data-editor-field] { outline: 2px solid #b02a62 !important; outline-offset: 2px; }`;
  document.head.append(style);
  const clear = (attr: string) => document.querySelectorAll(`[${attr}]`).forEach((el) => el.removeAttribute(attr));
  const placeAt = (target: EventTarget | null) => {
    if (!(target instanceof Element)) return undefined;
    const mark = markOf(target);
    if (!mark) return undefined;
    const found = fieldOf(target, mark);
    return { mark, found };
  };
  document.addEventListener(
    'pointermove',
    (e) => {
      clear('data-editor-hover');
      clear('data-editor-field');
      const place = placeAt(e.target);
      if (!place) return;
      for (const el of blockElements(place.mark)) el.setAttribute('data-editor-hover', '');
      place.found?.el.setAttribute('data-editor-field', '');
    },
    { passive: true },
  );
  document.addEventListener(
    'click',
    (e) => {
      const place = placeAt(e.target);
      // Nothing in the preview navigates: the editor shows one page at a time.
      if ((e.target as Element).closest?.('a, button, form') || place) e.preventDefault();
      if (!place) return;
      e.stopPropagation();
      window.parent.postMessage({ type: 'editor:pick', block: place.mark.dataset.source, field: place.found?.field.at }, location.origin);
    },
    true,
  );
  const stamp = Number(document.querySelector<HTMLMetaElement>('meta[name="editor-stamp"]')?.content ?? 0);
  window.parent.postMessage({ type: 'editor:shown', path: location.pathname, stamp }, location.origin);
}
