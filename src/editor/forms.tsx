import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useRef, useState } from 'react';
import type { Path, Problem, Schemas } from './api';
import { errorSchema, problemsUnder, problemText } from './problems';
import { templates, widgets } from './widgets';

type Data = Record<string, unknown>;

/** The form ids of a field: `<prefix>_<key>_<index>…`, as the form library makes them. */
export const fieldId = (prefix: string, path: Path) => [prefix, ...path].join('_');

const ui: UiSchema = { 'ui:globalOptions': { copyable: true }, type: { 'ui:widget': 'hidden' } };

/**
 * One form made by the form library from a schema: the fields' values, their problems (the
 * content check's, never the library's own validation), and every change passed up whole.
 */
export function SchemaForm({ schemas, name, omit, data, onChange, problems, prefix, idPrefix, disabled }: {
  schemas: Schemas;
  name: string;
  omit?: string[];
  data: Data;
  onChange: (data: Data) => void;
  problems: Problem[];
  prefix: Path;
  idPrefix: string;
  disabled?: boolean;
}) {
  const base = schemas.definitions[name] as Data & { properties?: Data; required?: string[] };
  const schema = {
    ...base,
    properties: Object.fromEntries(Object.entries(base.properties ?? {}).filter(([k]) => !omit?.includes(k))),
    required: base.required?.filter((k) => !omit?.includes(k)),
    title: undefined,
    description: undefined,
    definitions: schemas.definitions,
  } as RJSFSchema;
  return (
    <Form
      schema={schema}
      uiSchema={ui}
      formData={data}
      validator={validator}
      widgets={widgets}
      templates={templates}
      idPrefix={idPrefix}
      extraErrors={errorSchema(problems, prefix)}
      showErrorList={false}
      noHtml5Validate
      liveOmit={false}
      disabled={disabled}
      experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults' }}
      onChange={(e) => onChange({ ...(e.formData as Data) })}
      onSubmit={() => undefined}
    />
  );
}

/** A block's name in the list: its type in words and its heading (or first text). */
export function blockLabel(block: Data, schemas: Schemas): string {
  const type = String(block.type);
  const title = schemas.palette.find((p) => p.type === type)?.title ?? type;
  const words = [block.heading, block.badge, block.text, block.label].find((v) => typeof v === 'string' && v.trim()) as string | undefined;
  return words ? `${title}: ${words.length > 60 ? `${words.slice(0, 57)}…` : words}` : title;
}

/** The page's blocks, in order: each opens to its form; moved by buttons, Alt+↑/↓ or drag; removed after a question. */
export function BlockList({ schemas, blocks, problems, open, setOpen, change, onAdd, disabled }: {
  schemas: Schemas;
  blocks: Data[];
  problems: Problem[];
  open: number | undefined;
  setOpen: (i: number | undefined) => void;
  change: (blocks: Data[], focus?: number) => void;
  onAdd: (at: number) => void;
  disabled?: boolean;
}) {
  // The block being dragged: a ref for the drop (set at once, as the drag starts), state for the outlines.
  const dragging = useRef<number>(undefined);
  const [dragged, setDragged] = useState<number>();
  const drag = (i: number | undefined) => {
    dragging.current = i;
    setDragged(i);
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= blocks.length || from === to) return;
    const next = [...blocks];
    const [b] = next.splice(from, 1);
    next.splice(to, 0, b);
    change(next, to);
    if (open === from) setOpen(to);
    else if (open !== undefined && from < open && to >= open) setOpen(open - 1);
    else if (open !== undefined && from > open && to <= open) setOpen(open + 1);
  };
  return (
    <section className="blocks" aria-labelledby="blocks-title">
      <h2 id="blocks-title">Blocks, top to bottom</h2>
      <ol>
        {blocks.map((block, i) => {
          const own = problemsUnder(problems, ['blocks', i]);
          const errors = own.filter((p) => p.severity === 'error').length;
          return (
            <li
              key={i}
              className={`block-row${open === i ? ' open' : ''}${dragged !== undefined && dragged !== i ? ' droppable' : ''}`}
              onDragOver={(e) => dragging.current !== undefined && e.preventDefault()}
              onDrop={() => dragging.current !== undefined && move(dragging.current, i)}
            >
              <div className="block-head">
                <span className="handle" draggable={!disabled} onDragStart={(e) => (e.dataTransfer.setData('text/plain', blockLabel(block, schemas)), drag(i))} onDragEnd={() => drag(undefined)} aria-hidden="true">
                  ⠿
                </span>
                <button
                  type="button"
                  className="block-name"
                  id={`block-${i}`}
                  aria-expanded={open === i}
                  aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                  onClick={() => setOpen(open === i ? undefined : i)}
                  onKeyDown={(e) => {
                    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') || disabled) return;
                    e.preventDefault();
                    move(i, i + (e.key === 'ArrowUp' ? -1 : 1));
                  }}
                >
                  <span className="n">{i + 1}.</span> {blockLabel(block, schemas)}
                  {own.length ? <span className={errors ? 'badge error' : 'badge warning'}>{errors ? `${errors} to fix` : `${own.length} to check`}</span> : null}
                </button>
                <span className="block-buttons">
                  <button type="button" className="btn" disabled={disabled || i === 0} onClick={() => move(i, i - 1)} aria-label={`Move block ${i + 1} up`}>
                    ↑
                  </button>
                  <button type="button" className="btn" disabled={disabled || i === blocks.length - 1} onClick={() => move(i, i + 1)} aria-label={`Move block ${i + 1} down`}>
                    ↓
                  </button>
                  <button type="button" className="btn" disabled={disabled} onClick={() => change([...blocks.slice(0, i + 1), structuredClone(block), ...blocks.slice(i + 1)], i + 1)} aria-label={`Duplicate block ${i + 1}`}>
                    Duplicate
                  </button>
                  <button
                    type="button"
                    className="btn danger"
                    disabled={disabled}
                    aria-label={`Remove block ${i + 1}`}
                    onClick={() => {
                      if (!window.confirm(`Remove block ${i + 1}, ${blockLabel(block, schemas)}? Undo (Ctrl+Z) brings it back.`)) return;
                      setOpen(undefined);
                      change(blocks.filter((_, j) => j !== i));
                    }}
                  >
                    Remove
                  </button>
                </span>
              </div>
              {open === i ? (
                <div className="block-form">
                  {own
                    .filter((p) => p.path.length === 2)
                    .map((p, k) => (
                      <p key={k} className={`problem ${p.severity}`}>
                        {problemText(p)}
                      </p>
                    ))}
                  <SchemaForm
                    schemas={schemas}
                    name={`blocks.${String(block.type)}`}
                    data={block}
                    problems={problems}
                    prefix={['blocks', i]}
                    idPrefix={`b${i}`}
                    disabled={disabled}
                    onChange={(b) => change(blocks.map((x, j) => (j === i ? b : x)))}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <button type="button" className="btn add" disabled={disabled} onClick={() => onAdd(open === undefined ? blocks.length : open + 1)}>
        + Add a block
      </button>
    </section>
  );
}
