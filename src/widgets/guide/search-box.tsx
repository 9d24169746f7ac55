import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Search, X } from '../../components/lucide-icons';
import { styled } from 'styled-components';
import type { GuideHit } from './search';
import { text } from '../../theme/type-scale';

const Box = styled.div`
  position: relative;
  max-width: 640px;
  .field { position: relative; }
  .field > svg { position: absolute; left: 18px; top: 50%; transform: translateY(-50%); color: var(--c-muted); pointer-events: none; }
  input {
    width: 100%;
    min-height: 56px;
    padding: 0 52px 0 52px;
    border-radius: 999px;
    border: 1.5px solid color-mix(in srgb, var(--c-text) 30%, var(--c-border));
    background: var(--c-surface);
    font-size: ${text.base};
    box-shadow: var(--shadow);
  }
  input::placeholder { color: var(--c-muted); opacity: 1; }
  /* The clear button only shows once something is typed: until then the placeholder may use its room. */
  input:placeholder-shown { padding-right: 18px; }
  input:focus { outline: none; border-color: var(--c-primary); box-shadow: 0 0 0 4px color-mix(in srgb, var(--c-primary) 25%, transparent), var(--shadow); }
  input::-webkit-search-cancel-button { display: none; }
  .clear {
    position: absolute;
    right: 8px;
    top: 50%;
    transform: translateY(-50%);
    width: 40px;
    height: 40px;
    border-radius: 50%;
    border: 0;
    background: transparent;
    display: grid;
    place-items: center;
    cursor: pointer;
    color: var(--c-muted);
  }
  .clear:hover { background: var(--c-surface-alt); color: var(--c-text); }
`;

const Popup = styled.div`
  position: absolute;
  z-index: 20;
  top: calc(100% + 8px);
  left: 0;
  right: 0;
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  border-radius: 18px;
  box-shadow: var(--shadow-lg);
  overflow: hidden;
  [role='listbox'] {
    max-height: 20rem;
    overflow: auto;
    margin: 0;
    padding: 6px;
    list-style: none;
  }
  [role='option'] {
    display: grid;
    gap: 2px;
    padding: 10px 12px;
    border-radius: 12px;
    cursor: pointer;
    text-align: left;
    /* The list shows five results at a time: a key lays out those, not all of a first letter's. */
    content-visibility: auto;
    contain-intrinsic-size: auto 72px;
  }
  [role='option'][aria-selected='true'], [role='option']:hover { background: color-mix(in srgb, var(--c-primary) 12%, var(--c-surface)); }
  .title { font-weight: 600; display: flex; justify-content: space-between; gap: 12px; align-items: baseline; }
  .cat { flex: none; font-size: ${text.xs}; font-weight: 700; letter-spacing: 0.05em; text-transform: uppercase; color: var(--c-muted); }
  .snippet { color: var(--c-muted); font-size: ${text.sm}; line-height: 1.45; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
  mark { background: color-mix(in srgb, var(--c-star) 22%, transparent); color: var(--c-text); border-radius: 3px; padding: 0 1px; }
  .empty { margin: 0; padding: 18px 20px; color: var(--c-muted); }
`;

/** Every word of `text` that starts with one of the matched `terms`, wrapped in <mark>. */
export function Highlight({ text, terms }: { text: string; terms: string[] }) {
  return <>{marked(text, terms).map((part, i) => (i % 2 ? <mark key={i}>{part}</mark> : part))}</>;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * `text` cut where it has one of `terms` at the start of a word, ignoring case: plain text and the
 * marked words in turn (the marked ones at odd places). By plain search rather than one
 * case-insensitive Unicode expression with a look-behind, which on a one-letter query's tens of
 * results, each marked twice, took 20-50 ms of a key's answer here.
 */
export function marked(text: string, terms: string[]): string[] {
  const words = [...new Set(terms.filter(Boolean).map((t) => t.toLowerCase()))];
  const lower = text.toLowerCase();
  // A letter whose lower case is longer (Turkish İ) would shift every place: the text stays whole.
  if (!words.length || lower.length !== text.length) return [text];
  const parts: string[] = [];
  let from = 0;
  for (;;) {
    let at = -1;
    let length = 0;
    for (const word of words) {
      let i = lower.indexOf(word, from);
      while (i > 0 && WORD_CHAR.test(lower[i - 1])) i = lower.indexOf(word, i + 1);
      if (i >= 0 && (at < 0 || i < at || (i === at && word.length > length))) [at, length] = [i, word.length];
    }
    if (at < 0) break;
    parts.push(text.slice(from, at), text.slice(at, at + length));
    from = at + length;
  }
  parts.push(text.slice(from));
  return parts;
}

/**
 * A long text cut to about `max` characters around a match: the one of the word found latest,
 * where a phrase of several words ("late checkout") usually is.
 */
export function snippet(text: string, terms: string[], max = 200): string {
  if (text.length <= max) return text;
  const lower = text.toLowerCase();
  const at = Math.max(-1, ...terms.map((t) => lower.indexOf(t)));
  const from = at > max / 3 ? text.lastIndexOf(' ', at - 24) + 1 : 0;
  const cut = text.slice(from, from + max);
  const end = from + max < text.length && cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length;
  return `${from > 0 ? '…' : ''}${cut.slice(0, end)}${from + end < text.length ? '…' : ''}`;
}

interface Props {
  search: (query: string) => GuideHit[];
  /** What the field says. */
  query: string;
  /** What the results are shown for: the field's text from the frame before, while a key is drawn. */
  searched: string;
  onQuery: (q: string) => void;
  onSelect: (hit: GuideHit) => void;
}

/**
 * The guide's search: an ARIA combobox whose results list opens while there is a query
 * and closes on clear, Escape, leaving the field or choosing a result.
 */
export function SearchBox({ search, query, searched, onQuery, onSelect }: Props) {
  const id = useId();
  const listId = `${id}-results`;
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const results = search(searched);
  const open = searched.trim() !== '' && !dismissed;
  const expanded = open && results.length > 0;

  function change(q: string) {
    onQuery(q);
    setDismissed(false);
    setActive(-1);
  }

  function choose(item: GuideHit) {
    setDismissed(true);
    setActive(-1);
    onSelect(item);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!query.trim() || results.length === 0) return;
      e.preventDefault();
      if (!open) {
        setDismissed(false);
        setActive(e.key === 'ArrowDown' ? 0 : results.length - 1);
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a < 0 ? (step > 0 ? 0 : results.length - 1) : (a + step + results.length) % results.length));
    } else if (e.key === 'Enter') {
      // Typed and sent within a frame: the results of what the field says now.
      const now = searched === query ? results : search(query);
      if (!query.trim() || dismissed || !now.length) return;
      e.preventDefault();
      choose(now[active >= 0 && now === results ? active : 0]);
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setDismissed(true);
        setActive(-1);
      } else if (query) {
        e.preventDefault();
        change('');
      }
    }
  }

  return (
    <Box
      role="search"
      data-print="hide"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) {
          setDismissed(true);
          setActive(-1);
        }
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search the guide
      </label>
      <div className="field">
        <Search size={20} aria-hidden="true" />
        <input
          ref={input}
          id={`${id}-input`}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${results[active].id}` : undefined}
          autoComplete="off"
          placeholder="Search WiFi, beaches…"
          value={query}
          onChange={(e) => change(e.target.value)}
          onFocus={() => setDismissed(false)}
          onKeyDown={onKeyDown}
        />
        {query && (
          <button
            type="button"
            className="clear"
            aria-label="Clear search"
            onClick={() => {
              change('');
              input.current?.focus();
            }}
          >
            <X size={20} aria-hidden="true" />
          </button>
        )}
      </div>
      <Popup hidden={!open}>
        <ul id={listId} role="listbox" aria-label="Search results" hidden={!expanded}>
          {expanded &&
            results.map((item, i) => (
              <li
                key={item.id}
                id={`${id}-opt-${item.id}`}
                role="option"
                aria-selected={i === active}
                // Keeps focus in the field, so the list does not close before the click lands.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(item)}
                ref={i === active ? (el) => el?.scrollIntoView({ block: 'nearest' }) : undefined}
              >
                <span className="title">
                  <span>
                    <Highlight text={item.title} terms={item.terms} />
                  </span>
                  <span className="cat">{item.category}</span>
                </span>
                <span className="snippet">
                  <Highlight text={snippet(item.text, item.terms, 100)} terms={item.terms} />
                </span>
              </li>
            ))}
        </ul>
        {open && results.length === 0 && (
          <p className="empty" role="status">
            No results found for "{query}"
          </p>
        )}
      </Popup>
      <span className="visually-hidden" role="status">
        {expanded ? `${results.length} result${results.length === 1 ? '' : 's'}, use the arrow keys to choose` : ''}
      </span>
    </Box>
  );
}
