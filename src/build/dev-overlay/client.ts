// `npm run dev` only (the content plugin adds it to every page): what is wrong with the content,
// in the words `npm run validate` uses, over the page until it is fixed. Vite's own error overlay
// would add its advice about disabling the overlay in vite.config.ts, which is for developers;
// this one says only what the marketer has to do. Its text comes from the dev server as it is.

export interface Problems {
  /** "The content has 2 problems", "Restart the dev server". */
  title: string;
  /** The report, as `npm run validate` prints it. */
  text: string;
  /** For each kind of problem in it, what to do: the message catalogue's paragraph, as docs/content.md has it. */
  advice?: { id: string; docs: string }[];
}

const css = `
  .dev-problems { position: fixed; inset: 0; z-index: 2147483600; display: grid; place-items: start center; overflow: auto;
    padding: 6vh 16px; background: rgb(20 20 28 / 72%); }
  .dev-problems section { width: min(960px, 100%); padding: 20px 24px; border-radius: 12px; border-top: 6px solid #c92a2a;
    background: #fff; color: #1d1f27; box-shadow: 0 16px 48px rgb(0 0 0 / 40%); font: 15px/1.5 ui-sans-serif, system-ui, sans-serif; }
  .dev-problems h2 { margin: 0 0 4px; font-size: 20px; color: #a51d1d; }
  .dev-problems p { margin: 0 0 12px; color: #3b3d48; }
  .dev-problems pre { margin: 0; padding: 14px; overflow: auto; border-radius: 8px; background: #f4f4f6; color: #1d1f27;
    font: 13.5px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace; white-space: pre-wrap; }
  .dev-problems h3 { margin: 16px 0 6px; font-size: 16px; }
  .dev-problems dl { margin: 0; }
  .dev-problems dt, .dev-problems code { font: 13.5px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace; }
  .dev-problems dt { margin-top: 8px; font-weight: 600; }
  .dev-problems dd { margin: 0 0 0 16px; }
  .dev-problems button { margin-top: 14px; min-height: 40px; padding: 0 16px; border-radius: 999px; border: 2px solid #1d1f27;
    background: #fff; color: #1d1f27; font: 600 14px/1 ui-sans-serif, system-ui, sans-serif; cursor: pointer; }
  .dev-problems button:focus-visible { outline: 3px solid #1c7ed6; outline-offset: 3px; }
`;

let shown: HTMLElement | undefined;
/**
 * The page in the browser editor's preview (src/editor/): the editor shows each problem at its
 * field, and the marketer is typing there, so the overlay beside it must not take the focus.
 */
const inEditorPreview = window.parent !== window && window.name === 'editor-preview';

/** A docs paragraph as text: `code` as code, a [link](#anchor) as its words (the docs are not served here). */
function paragraph(markdown: string): Node[] {
  return markdown.split(/(`[^`]+`|\[[^\]]+\]\([^)]+\))/).map((part) => {
    if (/^`.+`$/.test(part)) {
      const code = document.createElement('code');
      code.textContent = part.slice(1, -1);
      return code;
    }
    return document.createTextNode(part.replace(/^\[([^\]]+)\]\([^)]+\)$/, '$1'));
  });
}

function show({ title, text, advice = [] }: Problems) {
  shown?.remove();
  if (!document.querySelector('style[data-dev-problems]')) {
    const style = document.createElement('style');
    style.dataset.devProblems = '';
    style.textContent = css;
    document.head.append(style);
  }
  const root = document.createElement('div');
  root.className = 'dev-problems';
  root.innerHTML = `<section role="alertdialog" aria-modal="true" aria-labelledby="dev-problems-title" aria-describedby="dev-problems-text">
    <h2 id="dev-problems-title"></h2>
    <p>The page shows the last version that was right. Fix what is listed, save, and the page reloads.</p>
    <pre id="dev-problems-text"></pre>
    <button type="button">Close</button>
  </section>`;
  root.querySelector('h2')!.textContent = title;
  root.querySelector('pre')!.textContent = text;
  if (advice.length) {
    const heading = document.createElement('h3');
    heading.textContent = 'What to do';
    const list = document.createElement('dl');
    for (const { id, docs } of advice) {
      const term = document.createElement('dt');
      term.textContent = id;
      const what = document.createElement('dd');
      what.append(...paragraph(docs));
      list.append(term, what);
    }
    root.querySelector('pre')!.after(heading, list);
  }
  const close = () => {
    root.remove();
    shown = undefined;
  };
  root.querySelector('button')!.addEventListener('click', close);
  root.addEventListener('keydown', (e) => e.key === 'Escape' && close());
  document.body.append(root);
  if (!inEditorPreview) root.querySelector('button')!.focus();
  shown = root;
}

import.meta.hot?.on('content:problems', (problems: Problems) => show(problems));
// A page that has just loaded (a reload after a save, a new tab) asks for what is wrong now: a
// message sent as its socket connected may come before this module is listening.
import.meta.hot?.send('content:ask');
