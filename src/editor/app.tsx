import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, ApiError, type FileState, type Path, type Problem, type Schemas, type SiteFiles } from './api';
import { NewPage, Palette } from './dialogs';
import { BlockList, fieldId, SchemaForm } from './forms';
import { History } from './history';
import { problemText } from './problems';
import { Editor, PhotoDialog, type EditorContext } from './widgets';

type Data = Record<string, unknown>;

const schemaName = { page: 'page', post: 'blog-post', site: 'site' } as const;
/** How long the form waits after a change before writing it: one write per pause in typing. */
const WRITE_AFTER_MS = 30;

function setIn(data: unknown, path: Path, value: unknown): unknown {
  if (!path.length) return value;
  const [k, ...rest] = path;
  const copy = (Array.isArray(data) ? [...data] : { ...(data as Data) }) as Record<string | number, unknown>;
  copy[k] = setIn(copy[k], rest, value);
  return copy;
}
/** A list's new, still empty item is an empty text (the form library leaves it undefined, which JSON would make null). */
const withoutHoles = (v: unknown): unknown =>
  Array.isArray(v) ? v.map((x) => (x === undefined || x === null ? '' : withoutHoles(x))) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, withoutHoles(x)])) : v;
/** `data`'s fields in the order its schema lists them, so a field filled in for the first time is written where a person would put it. */
function inSchemaOrder(data: Data, schema: { properties?: Record<string, unknown> } | undefined): Data {
  const order = Object.keys(schema?.properties ?? {});
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  return Object.fromEntries(Object.entries(data).sort(([a], [b]) => rank(a) - rank(b)));
}
/** A problem about the file as a whole, or about a page's blocks together (still a copy of another page): shown above the forms. */
const aboutTheFile = (p: Problem) => p.path.length === 0 || (p.path.length === 1 && p.path[0] === 'blocks');
const getIn = (data: unknown, path: Path) => path.reduce<unknown>((d, k) => (d as Record<string | number, unknown> | undefined)?.[k], data);

export function App() {
  const [schemas, setSchemas] = useState<Schemas>();
  const [site, setSite] = useState<SiteFiles>();
  const [file, setFile] = useState<FileState>();
  const [data, setData] = useState<Data>();
  const [open, setOpen] = useState<number>();
  const [view, setView] = useState<'file' | 'list'>('file');
  const [status, setStatus] = useState('');
  const [said, say] = useState('');
  const [conflict, setConflict] = useState<FileState>();
  const [dialog, setDialog] = useState<{ kind: 'palette'; at: number } | { kind: 'new-page'; error?: string } | { kind: 'photo'; current: string; done: (src?: string) => void }>();
  const history = useRef(new History());
  const [, redraw] = useState(0);
  // The open file and the version of it this editor last read or wrote (refs: a check that
  // started before another file was opened must not compare one file's version with another's).
  const opened = useRef('');
  const version = useRef('');
  const pending = useRef<{ file: string; data: Data; force?: boolean }>(undefined);
  const flight = useRef<Promise<void>>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const frame = useRef<HTMLIFrameElement>(null);
  const focusAfter = useRef<Path>(undefined);
  const announced = useRef('');
  // The file may have changed on disk (a text editor, git): looked at whenever the preview is shown again.
  const recheck = useRef(false);
  const checkDisk = useRef(async () => undefined as void);
  // The last write's stamp and the preview's: the dev server's reload can be lost while the
  // preview is between pages, so a preview older than the last write is shown again.
  const wrote = useRef(0);
  const shown = useRef(0);
  const stale = useRef<ReturnType<typeof setTimeout>>(undefined);
  const freshen = useCallback(() => {
    clearTimeout(stale.current);
    if (shown.current >= wrote.current) return;
    stale.current = setTimeout(() => shown.current < wrote.current && frame.current?.contentWindow?.location.reload(), 400);
  }, []);

  const refreshList = useCallback(() => void api.files().then(setSite), []);

  const show = useCallback((state: FileState) => {
    setFile(state);
    opened.current = state.file;
    version.current = state.version;
    setData(state.data);
  }, []);

  // One write at a time; changes made meanwhile go in the next.
  const flush = useCallback(async () => {
    if (flight.current) return;
    const job = pending.current;
    if (!job) return;
    pending.current = undefined;
    setStatus('Saving…');
    flight.current = (async () => {
      try {
        const written = await api.write(job.file, version.current, job.data, job.force);
        version.current = written.version;
        wrote.current = Math.max(wrote.current, written.stamp ?? 0);
        freshen();
        setFile((f) => (f?.file === written.file ? { ...written, data: f.data } : f));
        const errors = written.problems.filter((p) => p.severity === 'error');
        setStatus(errors.length ? `Saved, ${errors.length} to fix before it is published` : 'Saved');
        // Announced when the problems change, not on every pause in typing.
        const heard = errors.map(problemText).join(' ');
        if (heard !== announced.current) say(errors.length ? `${errors.length} problem${errors.length === 1 ? '' : 's'}: ${heard}` : 'No problems left');
        announced.current = heard;
        refreshList();
      } catch (e) {
        const err = e as ApiError;
        if (err.status === 409 && err.current) {
          setConflict(err.current);
          setStatus('Not saved: the file changed on disk');
          say(`Not saved: ${err.message}`);
        } else {
          setStatus(`Not saved: ${err.message}`);
          say(`Not saved: ${err.message}`);
        }
      } finally {
        flight.current = undefined;
      }
    })();
    await flight.current;
    if (pending.current) void flush();
    else if (recheck.current) void checkDisk.current();
  }, [refreshList]);

  const write = useCallback(
    (name: string, next: Data, force = false) => {
      pending.current = { file: name, data: withoutHoles(next) as Data, force };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), WRITE_AFTER_MS);
    },
    [flush],
  );

  const openFile = useCallback(
    async (name: string, focus?: Path) => {
      // What was typed in the file being left is written first, against that file's version.
      clearTimeout(timer.current);
      await flush();
      await flight.current;
      const state = await api.read(name);
      show(state);
      setConflict(undefined);
      setView('file');
      setOpen(focus?.[0] === 'blocks' ? (focus[1] as number) : undefined);
      focusAfter.current = focus;
      const url = new URL(location.href);
      url.searchParams.set('file', name);
      url.searchParams.delete('page');
      window.history.replaceState(null, '', url);
    },
    [show, flush],
  );

  const change = useCallback(
    (changed: Data) => {
      if (!file || !data || file.readOnly || conflict || !schemas) return;
      const defs = schemas.definitions as Record<string, { properties?: Record<string, unknown> }>;
      let next = inSchemaOrder(changed, defs[schemaName[file.kind]]);
      if (Array.isArray(next.blocks)) next = { ...next, blocks: (next.blocks as Data[]).map((b) => inSchemaOrder(b, defs[`blocks.${String(b.type)}`])) };
      history.current.record(file.file, data, next, document.activeElement?.id ?? '');
      setData(next);
      redraw((n) => n + 1);
      write(file.file, next);
    },
    [file, data, conflict, write, schemas],
  );

  const step = useCallback(
    async (which: 'undo' | 'redo') => {
      const s = which === 'undo' ? history.current.undo() : history.current.redo();
      if (!s) return;
      if (s.file !== file?.file) await openFile(s.file);
      const next = which === 'undo' ? s.before : s.after;
      setData(next);
      redraw((n) => n + 1);
      write(s.file, next);
      say(which === 'undo' ? 'Undone' : 'Redone');
    },
    [file, openFile, write],
  );

  // Start: the schemas, the list of files, then the page the Edit button came from.
  useEffect(() => {
    void (async () => {
      const [s, f] = await Promise.all([api.schemas(), api.files()]);
      setSchemas(s);
      setSite(f);
      const params = new URLSearchParams(location.search);
      const route = params.get('page');
      const wanted = params.get('file') ?? f.files.find((x) => x.route === route)?.file ?? f.files.find((x) => x.route === '/')?.file ?? f.files[0].file;
      await openFile(wanted);
    })();
  }, [openFile]);

  useEffect(() => {
    const keys = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z' && e.key.toLowerCase() !== 'y') return;
      e.preventDefault();
      void step(e.key.toLowerCase() === 'y' || e.shiftKey ? 'redo' : 'undo');
    };
    addEventListener('keydown', keys);
    return () => removeEventListener('keydown', keys);
  }, [step]);

  checkDisk.current = async () => {
    if (!file || file.readOnly) return;
    // Not while a write is on its way: once it is back, look again.
    if (pending.current || flight.current) return void (recheck.current = true);
    recheck.current = false;
    const name = opened.current;
    const now = await api.read(name).catch(() => undefined);
    if (!now || now.file !== opened.current || pending.current || flight.current) return;
    if (now.version !== version.current) {
      setConflict(now);
      say(`${name} changed on disk`);
    } else setFile((f) => (f?.file === now.file ? { ...now, data: f.data } : f));
  };

  // A save from a text editor or git reloads the preview, which says so; a reload can be missed,
  // so the file's version is also looked at now and then, and when the window is back in focus.
  useEffect(() => {
    const look = async () => {
      if (!file || file.readOnly || conflict || pending.current || flight.current) return;
      const name = opened.current;
      const now = await api.version(name).catch(() => undefined);
      if (now && name === opened.current && now.version !== version.current && !pending.current && !flight.current) await checkDisk.current();
    };
    const every = setInterval(() => void look(), 1500);
    addEventListener('focus', look);
    return () => (clearInterval(every), removeEventListener('focus', look));
  }, [file, conflict]);

  // The preview tells which block or text was clicked, and when it has been shown again.
  useEffect(() => {
    const onMessage = async (e: MessageEvent) => {
      if (e.origin !== location.origin || e.source !== frame.current?.contentWindow) return;
      if (e.data?.type === 'editor:pick' && file?.positions) {
        const place = (at?: string) => at && file.positions![at.split(':').slice(-2).join(':')];
        const path = place(e.data.field) || place(e.data.block);
        if (!path) return;
        setView('file');
        if (path[0] === 'blocks') setOpen(path[1] as number);
        focusAfter.current = path;
        redraw((n) => n + 1);
      }
      if (e.data?.type === 'editor:shown') {
        shown.current = Number(e.data.stamp) || 0;
        freshen();
        await checkDisk.current();
      }
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  });

  // Focus the field a click on the page (or a problem) asked for, once its form is drawn.
  useEffect(() => {
    const path = focusAfter.current;
    if (!path || !file) return;
    focusAfter.current = undefined;
    const id = path[0] === 'blocks' && file.kind === 'page' ? fieldId(`b${path[1]}`, path.slice(2)) : fieldId('f', path);
    requestAnimationFrame(() => {
      const el = document.getElementById(id) ?? document.getElementById(path[0] === 'blocks' ? `block-${path[1]}` : id);
      el?.scrollIntoView({ block: 'center' });
      (el as HTMLElement | null)?.focus();
    });
  });

  const ctx = useMemo<EditorContext | undefined>(
    () =>
      site && {
        site,
        move(path, from, to) {
          if (!data) return;
          const list = [...((getIn(data, path) as unknown[]) ?? [])];
          const [item] = list.splice(from, 1);
          list.splice(to, 0, item);
          change(setIn(data, path, list) as Data);
          say(`Moved to position ${to + 1} of ${list.length}`);
        },
        pickPhoto: (current) => new Promise((done) => setDialog({ kind: 'photo', current, done })),
      },
    [site, data, change],
  );

  if (!schemas || !site || !ctx) return <p className="loading">Opening the editor…</p>;

  const route = file?.route ?? (file?.kind === 'site' ? '/' : undefined);
  const errors = file?.problems.filter((p) => p.severity === 'error') ?? [];
  const entry = site.files.find((f) => f.file === file?.file);
  const readOnly = !!file?.readOnly;
  const blocked = readOnly || !!conflict;

  return (
    <Editor.Provider value={ctx}>
      <div className="editor">
        <header className="bar">
          <h1>Edit</h1>
          <button type="button" className="btn" aria-pressed={view === 'list'} onClick={() => (setView(view === 'list' ? 'file' : 'list'), refreshList())}>
            All pages
          </button>
          <button type="button" className="btn" onClick={() => setDialog({ kind: 'new-page' })}>
            New page
          </button>
          <button type="button" className="btn" disabled={!history.current.canUndo} onClick={() => void step('undo')} aria-keyshortcuts="Control+Z">
            Undo
          </button>
          <button type="button" className="btn" disabled={!history.current.canRedo} onClick={() => void step('redo')} aria-keyshortcuts="Control+Shift+Z">
            Redo
          </button>
          <span className="status" aria-hidden="true">
            {status}
          </span>
          {route ? (
            <a className="btn" href={route}>
              Leave the editor
            </a>
          ) : null}
        </header>
        <div className="panes">
          <main className="panel" aria-label="Fields">
            {view === 'list' ? (
              <section aria-labelledby="list-title">
                <h2 id="list-title">Every page, post and site.yaml</h2>
                <ul className="file-list">
                  {site.files.map((f) => (
                    <li key={f.file}>
                      <button type="button" onClick={() => void openFile(f.file)} aria-current={f.file === file?.file ? 'page' : undefined}>
                        <strong>{f.title}</strong>
                        <span className="route">{f.route ?? f.file}</span>
                        <span className={f.errors ? 'badge error' : f.warnings ? 'badge warning' : 'badge ok'}>
                          {f.errors ? `${f.errors} to fix: not publishable yet` : f.warnings ? `${f.warnings} to check` : 'Ready'}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ) : file ? (
              <>
                <div className="file-head">
                  <h2>{entry?.title ?? file.file}</h2>
                  <p className="file-name">
                    {file.file}
                    {errors.length ? <span className="badge error">{`${errors.length} to fix: not publishable yet`}</span> : <span className="badge ok">Publishable</span>}
                  </p>
                </div>
                {conflict ? (
                  <div className="conflict" role="alert">
                    <p>
                      <strong>{file.file} changed on disk</strong> after the editor read it (a text editor, or git). Nothing was written over it; your change is still in this form and in Undo.
                    </p>
                    <button type="button" className="btn" onClick={() => (show(conflict), setConflict(undefined), say('Showing the file as it is on disk'))}>
                      Show the file as it is on disk
                    </button>
                    <button type="button" className="btn danger" onClick={() => (version.current = conflict.version, setConflict(undefined), data && write(file.file, data, true))}>
                      Write my version over it
                    </button>
                  </div>
                ) : null}
                {readOnly ? (
                  <div className="readonly" role="alert">
                    <p>
                      <strong>This file cannot be edited here until its YAML is fixed</strong> (in a text editor). It is shown as it is:
                    </p>
                    {file.problems.map((p, i) => (
                      <p key={i} className="problem error">
                        Line {p.line}, column {p.col}: {problemText(p)}
                      </p>
                    ))}
                    <pre className="source">
                      {file.text?.split('\n').map((l, i) => (
                        <span key={i} className={file.problems.some((p) => p.line === i + 1) ? 'bad-line' : undefined}>
                          {String(i + 1).padStart(4)} {l}
                          {'\n'}
                        </span>
                      ))}
                    </pre>
                  </div>
                ) : data ? (
                  <>
                    {file.problems.some(aboutTheFile) ? (
                      <ul className="file-problems">
                        {file.problems
                          .filter(aboutTheFile)
                          .map((p, i) => (
                            <li key={i} className={`problem ${p.severity}`}>
                              {problemText(p)}
                            </li>
                          ))}
                      </ul>
                    ) : null}
                    <details open className="page-fields">
                      <summary>{file.kind === 'page' ? 'The page: title, description, address…' : file.kind === 'post' ? 'The post' : 'Site settings (site.yaml)'}</summary>
                      <SchemaForm
                        schemas={schemas}
                        name={schemaName[file.kind]}
                        omit={file.kind === 'page' ? ['blocks'] : []}
                        data={file.kind === 'page' ? { ...data, blocks: undefined } : data}
                        problems={file.problems}
                        prefix={[]}
                        idPrefix="f"
                        disabled={blocked}
                        onChange={(d) => change(file.kind === 'page' ? { ...d, blocks: data.blocks } : d)}
                      />
                    </details>
                    {file.kind === 'page' ? (
                      <BlockList
                        schemas={schemas}
                        blocks={(data.blocks as Data[]) ?? []}
                        problems={file.problems}
                        open={open}
                        setOpen={setOpen}
                        disabled={blocked}
                        change={(blocks, focus) => {
                          change({ ...data, blocks });
                          if (focus !== undefined) requestAnimationFrame(() => document.getElementById(`block-${focus}`)?.focus());
                        }}
                        onAdd={(at) => setDialog({ kind: 'palette', at })}
                      />
                    ) : null}
                  </>
                ) : null}
              </>
            ) : null}
          </main>
          <section className="preview" aria-label="The page as it will look">
            {route ? <iframe ref={frame} name="editor-preview" title={`Preview of ${route}`} src={route} /> : <p className="no-preview">No page shows this file yet.</p>}
          </section>
        </div>
        <div className="sr-only" role="status" aria-live="polite">
          {said}
        </div>
        {dialog?.kind === 'palette' && data ? (
          <Palette
            schemas={schemas}
            onClose={() => setDialog(undefined)}
            onPick={(type) => {
              const blocks = [...((data.blocks as Data[]) ?? [])];
              blocks.splice(dialog.at, 0, structuredClone(schemas.defaults[type] ?? { type }));
              setDialog(undefined);
              change({ ...data, blocks });
              setOpen(dialog.at);
              focusAfter.current = ['blocks', dialog.at];
              say(`Added a ${type} block at position ${dialog.at + 1}`);
            }}
          />
        ) : null}
        {dialog?.kind === 'new-page' ? (
          <NewPage
            schemas={schemas}
            files={site.files}
            error={dialog.error}
            onClose={() => setDialog(undefined)}
            onCreate={async (page) => {
              try {
                const made = await api.newPage(page);
                setDialog(undefined);
                refreshList();
                await openFile(made.file);
                say(`Created ${made.file}`);
              } catch (e) {
                setDialog({ kind: 'new-page', error: (e as Error).message });
              }
            }}
          />
        ) : null}
        {dialog?.kind === 'photo' ? (
          <PhotoDialog
            current={dialog.current}
            onDone={(src) => {
              dialog.done(src);
              setDialog(undefined);
              if (src) refreshList();
            }}
          />
        ) : null}
      </div>
    </Editor.Provider>
  );
}
