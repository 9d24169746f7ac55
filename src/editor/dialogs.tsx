import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FileEntry, Schemas } from './api';

function Modal({ title, onClose, children, wide }: { title: string; onClose: () => void; children: ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => ref.current?.showModal(), []);
  return (
    <dialog ref={ref} className={wide ? 'wide' : undefined} aria-labelledby="dialog-title" onClose={onClose}>
      <h2 id="dialog-title">{title}</h2>
      {children}
    </dialog>
  );
}

/** Every block type, each with what it shows in one line: a choice inserts it with its schema's defaults. */
export function Palette({ schemas, onPick, onClose, title = 'Add a block' }: { schemas: Schemas; onPick: (type: string) => void; onClose: () => void; title?: string }) {
  return (
    <Modal title={title} onClose={onClose} wide>
      <ul className="palette">
        {schemas.palette.map((b) => (
          <li key={b.type}>
            <button type="button" onClick={() => onPick(b.type)}>
              <strong>{b.title}</strong>
              <span>{b.summary}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn" onClick={onClose}>
        Cancel
      </button>
    </Modal>
  );
}

const slug = (title: string) =>
  '/' +
  title
    .split('|')[0]
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .slice(0, 60)
    .replace(/-$/, '');

/** A new page: its title and address, started from chosen blocks or from a copy of another page. */
export function NewPage({ schemas, files, onCreate, onClose, error }: {
  schemas: Schemas;
  files: FileEntry[];
  onCreate: (page: { title: string; path: string; from?: string; blocks?: string[] }) => void;
  onClose: () => void;
  error?: string;
}) {
  const [title, setTitle] = useState('');
  const [path, setPath] = useState<string>();
  const [start, setStart] = useState<'blocks' | 'copy'>('blocks');
  const [from, setFrom] = useState('');
  const [blocks, setBlocks] = useState<string[]>(['hero']);
  const pages = files.filter((f) => f.kind === 'page');
  return (
    <Modal title="New page" onClose={onClose} wide>
      <form
        className="new-page"
        onSubmit={(e) => {
          e.preventDefault();
          onCreate({ title, path: path ?? slug(title), ...(start === 'copy' ? { from } : { blocks }) });
        }}
      >
        <label>
          Page title (shown in search results and the browser tab)
          <input value={title} required onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label>
          Address on the site (its path)
          <input value={path ?? slug(title)} required pattern="/[a-z0-9\-/]*" onChange={(e) => setPath(e.target.value)} aria-describedby="path-help" />
        </label>
        <p id="path-help" className="help">
          Lower case words joined by dashes, such as /lake-macquarie-weekends.
        </p>
        <fieldset>
          <legend>Start from</legend>
          <label className="choice">
            <input type="radio" name="start" checked={start === 'blocks'} onChange={() => setStart('blocks')} /> Blocks I choose
          </label>
          <label className="choice">
            <input type="radio" name="start" checked={start === 'copy'} onChange={() => setStart('copy')} /> A copy of another page (change its text: the check says while it is still a copy)
          </label>
        </fieldset>
        {start === 'copy' ? (
          <label>
            Page to copy
            <select value={from} required onChange={(e) => setFrom(e.target.value)}>
              <option value="">Choose a page…</option>
              {pages.map((p) => (
                <option key={p.file} value={p.file}>
                  {p.title}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <fieldset className="palette-picks">
            <legend>Blocks, in order (add more later)</legend>
            {schemas.palette.map((b) => (
              <label key={b.type} className="choice">
                <input type="checkbox" checked={blocks.includes(b.type)} onChange={(e) => setBlocks(e.target.checked ? [...blocks, b.type] : blocks.filter((t) => t !== b.type))} />
                <strong>{b.title}</strong> <span>{b.summary}</span>
              </label>
            ))}
          </fieldset>
        )}
        {error ? (
          <p role="alert" className="problem error">
            {error}
          </p>
        ) : null}
        <div className="actions">
          <button type="submit" className="btn primary">
            Create the page
          </button>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
