// The controls the forms are made of, chosen by schema keywords alone, so a new block needs no
// code here: a string whose pattern names /images/ is a photo picker, one whose pattern starts
// with / and # a link picker, a long one (maxLength over 160) a paragraph box; every text box
// offers the site's {placeholders} as you type `{`. Arrays' items move by buttons, by Alt+Arrow
// keys and by drag. The form library's own buttons are icons without words: these say what they do.

import { getDefaultRegistry } from '@rjsf/core';
import { getTemplate, type ArrayFieldItemTemplateProps, type FieldTemplateProps, type IconButtonProps, type RegistryWidgetsType, type TemplatesType, type TitleFieldProps, type WidgetProps } from '@rjsf/utils';
import { createContext, useContext, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { api, type Path, type SiteFiles } from './api';

export interface EditorContext {
  site: SiteFiles;
  /** Moves an array's item (a drag, or Alt+Arrow), by the array's path in the form. */
  move(path: Path, from: number, to: number): void;
  pickPhoto(current: string): Promise<string | undefined>;
}
export const Editor = createContext<EditorContext>(null as never);

const isPhoto = (s: { pattern?: string }) => !!s.pattern?.includes('/images/');
const isLink = (s: { pattern?: string }) => !!s.pattern?.startsWith('^(/|#');
const isProse = (s: { maxLength?: number }) => (s.maxLength ?? 0) > 160;

/** A text box or paragraph box that offers the placeholders when `{` is typed. */
function TextBox(props: WidgetProps & { multiline?: boolean; list?: string }) {
  const { id, value, onChange, onBlur, onFocus, schema, required, disabled, readonly, rawErrors, multiline, list } = props;
  const { site } = useContext(Editor);
  const [query, setQuery] = useState<{ at: number; text: string } | undefined>();
  const [active, setActive] = useState(0);
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const names = Object.entries(site.placeholders).filter(([n]) => query && n.toLowerCase().startsWith(query.text.toLowerCase())).slice(0, 8);
  const listId = `${id}__placeholders`;
  const text = typeof value === 'number' ? String(value) : (value ?? '');
  const numeric = schema.type === 'number' || schema.type === 'integer';

  const update = (v: string, caret: number | null) => {
    // An emptied required text stays, empty, so validate's message about it lands on this field.
    onChange(numeric ? (v === '' ? undefined : Number(v)) : v === '' && !required ? undefined : v);
    const open = caret === null ? -1 : v.lastIndexOf('{', caret - 1);
    const typed = open >= 0 ? v.slice(open + 1, caret ?? 0) : '';
    setQuery(!numeric && open >= 0 && /^[A-Za-z0-9]*$/.test(typed) ? { at: open, text: typed } : undefined);
    setActive(0);
  };
  const choose = (name: string) => {
    if (!query) return;
    const caret = query.at + 1 + query.text.length;
    const next = `${text.slice(0, query.at)}{${name}}${text.slice(caret)}`;
    onChange(next);
    setQuery(undefined);
    requestAnimationFrame(() => ref.current?.setSelectionRange(query.at + name.length + 2, query.at + name.length + 2));
  };
  const keys = (e: KeyboardEvent) => {
    if (!query || !names.length) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : names.length - 1)) % names.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      choose(names[active][0]);
    } else if (e.key === 'Escape') setQuery(undefined);
  };
  const shared = {
    id,
    ref,
    value: text,
    required,
    disabled: disabled || readonly,
    'aria-invalid': rawErrors?.length ? true : undefined,
    'aria-describedby': [`${id}__description`, rawErrors?.length ? `${id}__error` : ''].filter(Boolean).join(' '),
    'aria-autocomplete': numeric ? undefined : ('list' as const),
    'aria-controls': query && names.length ? listId : undefined,
    'aria-activedescendant': query && names.length ? `${listId}-${active}` : undefined,
    maxLength: schema.maxLength,
    onChange: (e: { target: HTMLInputElement | HTMLTextAreaElement }) => update(e.target.value, e.target.selectionStart),
    onBlur: () => {
      setTimeout(() => setQuery(undefined), 150);
      onBlur(id, value);
    },
    onFocus: () => onFocus(id, value),
    onKeyDown: keys,
  };
  return (
    <div className="textbox">
      {multiline ? (
        <textarea {...shared} rows={Math.min(8, Math.max(3, Math.ceil(text.length / 70)))} />
      ) : (
        <input {...shared} type={numeric ? 'number' : 'text'} step={schema.type === 'integer' ? 1 : 'any'} min={schema.minimum} max={schema.maximum} list={list} />
      )}
      {schema.maxLength && !numeric ? (
        <span className={`count${text.length > schema.maxLength * 0.9 ? ' near' : ''}`} aria-hidden="true">
          {text.length} / {schema.maxLength}
        </span>
      ) : null}
      {query && names.length ? (
        <ul className="suggestions" role="listbox" id={listId} aria-label="Placeholders filled from site.yaml">
          {names.map(([name, filled], i) => (
            <li key={name} id={`${listId}-${i}`} role="option" aria-selected={i === active} onMouseDown={(e) => (e.preventDefault(), choose(name))}>
              <code>{`{${name}}`}</code> <span>{filled}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function PhotoPicker(props: WidgetProps) {
  const { id, value, onChange, rawErrors } = props;
  const { pickPhoto } = useContext(Editor);
  return (
    <div className="photo-field">
      {value ? <img src={value} alt="" width={96} height={64} /> : <span className="no-photo">No photo</span>}
      <input id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)} aria-invalid={rawErrors?.length ? true : undefined} aria-describedby={`${id}__description`} />
      <button type="button" className="btn" onClick={async () => onChange((await pickPhoto(value ?? '')) ?? value)}>
        Choose photo…
      </button>
    </div>
  );
}

function LinkPicker(props: WidgetProps) {
  const { site } = useContext(Editor);
  const listId = `${useId()}-links`;
  return (
    <>
      <TextBox {...props} list={listId} />
      <datalist id={listId}>
        {site.links.flatMap((l) => [
          <option key={l.route} value={l.route}>
            {l.title}
          </option>,
          ...l.ids.map((anchor) => (
            <option key={`${l.route}#${anchor}`} value={`${l.route}#${anchor}`}>
              {`${l.title}, section ${anchor}`}
            </option>
          )),
        ])}
        <option value="@booking">The booking page (site.yaml booking)</option>
      </datalist>
    </>
  );
}

function StringWidget(props: WidgetProps) {
  if (isPhoto(props.schema)) return <PhotoPicker {...props} />;
  if (isLink(props.schema)) return <LinkPicker {...props} />;
  return <TextBox {...props} multiline={isProse(props.schema)} />;
}

export const widgets: RegistryWidgetsType = { TextWidget: StringWidget, TextareaWidget: (p: WidgetProps) => <TextBox {...p} multiline /> };

/** Buttons that say what they do. */
const button = (label: string, className = 'btn') =>
  function Button({ onClick, disabled, title, id }: IconButtonProps) {
    return (
      <button type="button" id={id} className={className} onClick={onClick} disabled={disabled} title={title}>
        {label}
      </button>
    );
  };

/** One item of a list: its fields, its buttons, and a handle to drag it by (Alt+↑/↓ moves it too). */
function ArrayItem(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, registry, uiSchema, index, totalItems } = props;
  const { move } = useContext(Editor);
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, {});
  const path = buttonsProps.fieldPathId.path;
  const list = path.slice(0, -1);
  const [over, setOver] = useState(false);
  return (
    <div
      className={`array-item${over ? ' drop' : ''}`}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('application/x-editor-item')) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        const from = JSON.parse(e.dataTransfer.getData('application/x-editor-item') || 'null') as { list: Path; index: number } | null;
        if (from && JSON.stringify(from.list) === JSON.stringify(list)) move(list, from.index, index);
      }}
      onKeyDown={(e) => {
        if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
        const to = index + (e.key === 'ArrowUp' ? -1 : 1);
        if (to < 0 || to >= totalItems || e.target !== e.currentTarget.querySelector('.handle')) return;
        e.preventDefault();
        move(list, index, to);
      }}
    >
      {hasToolbar ? (
        <button
          type="button"
          className="handle"
          draggable
          aria-label={`Item ${index + 1} of ${totalItems}: drag, or Alt+Arrow keys, to move it`}
          onDragStart={(e) => e.dataTransfer.setData('application/x-editor-item', JSON.stringify({ list, index }))}
        >
          ⠿
        </button>
      ) : null}
      <div className="array-item-fields">{children}</div>
      {hasToolbar ? (
        <div className="array-item-buttons">
          <Buttons {...buttonsProps} uiSchema={uiSchema} />
        </div>
      ) : null}
    </div>
  );
}

/** A group's title; a list's item is "Questions and answers 2", not the library's "…-2". */
function Title({ id, title, required }: TitleFieldProps) {
  return (
    <legend id={id}>
      {title.replace(/-(\d+)$/, ' $1')}
      {required ? <span className="required">*</span> : null}
    </legend>
  );
}

const BaseField = getDefaultRegistry().templates.FieldTemplate;
/** A field's label; a list's item is "Paragraphs 2", not "Paragraphs-2". */
const Field = (props: FieldTemplateProps) => <BaseField {...props} label={props.label?.replace(/-(\d+)$/, ' $1')} />;

export const templates: Partial<TemplatesType> = {
  ArrayFieldItemTemplate: ArrayItem,
  FieldTemplate: Field,
  TitleFieldTemplate: Title,
  ButtonTemplates: {
    AddButton: button('+ Add', 'btn add'),
    CopyButton: button('Duplicate'),
    MoveDownButton: button('Move down'),
    MoveUpButton: button('Move up'),
    RemoveButton: button('Remove', 'btn danger'),
    ClearButton: button('Clear'),
    SubmitButton: () => null,
  },
};

/** The photo picker: every photo under public/images/, small; a photo from the computer is copied there. */
export function PhotoDialog({ current, onDone }: { current: string; onDone: (src?: string) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [photos, setPhotos] = useState<{ src: string; name: string }[]>([]);
  const [error, setError] = useState('');
  useEffect(() => {
    ref.current?.showModal();
    void api.photos().then(setPhotos);
  }, []);
  const upload = async (file?: File) => {
    if (!file) return;
    setError('');
    try {
      onDone((await api.upload(file)).src);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <dialog ref={ref} className="photo-dialog" aria-labelledby="photo-dialog-title" onClose={() => onDone(undefined)}>
      <h2 id="photo-dialog-title">Choose a photo</h2>
      <ul className="photos">
        {photos.map((p) => (
          <li key={p.src}>
            <button type="button" aria-pressed={p.src === current} onClick={() => onDone(p.src)}>
              <img src={p.src} alt="" loading="lazy" width={160} height={107} />
              <span>{p.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <label className="upload">
        Add a photo from your computer (JPEG, PNG or WebP)
        <input type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => void upload(e.target.files?.[0])} />
      </label>
      {error ? <p role="alert" className="error">{error}</p> : null}
      <button type="button" className="btn" onClick={() => onDone(undefined)}>
        Cancel
      </button>
    </dialog>
  );
}
