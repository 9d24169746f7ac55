import { ArrowRight } from '../../components/lucide-icons';
import { styled } from 'styled-components';
import { PanelHead } from './styles';
import { Highlight, snippet } from './search-box';
import type { GuideHit } from './search';
import { text } from '../../theme/type-scale';

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  button {
    width: 100%;
    height: 100%;
    display: grid;
    gap: 6px;
    align-content: start;
    text-align: left;
    padding: 16px 18px;
    border-radius: var(--radius);
    border: 1px solid var(--c-border);
    background: var(--c-surface);
    box-shadow: var(--shadow);
    cursor: pointer;
    font: inherit;
    transition: border-color 0.15s ease, transform 0.15s ease;
  }
  button:hover { border-color: var(--c-primary); transform: translateY(-1px); }
  .top { display: flex; justify-content: space-between; gap: 10px; align-items: baseline; }
  .title { font-weight: 600; font-size: ${text.base}; }
  .cat { flex: none; font-size: ${text.xs}; font-weight: 700; letter-spacing: 0.05em; text-transform: uppercase; color: var(--c-muted); }
  .content { color: var(--c-muted); font-size: ${text.md}; line-height: 1.5; }
  .go { display: inline-flex; align-items: center; gap: 6px; font-size: ${text.sm}; font-weight: 600; color: var(--c-primary); }
  mark { background: color-mix(in srgb, var(--c-star) 22%, transparent); color: var(--c-text); border-radius: 3px; }
`;

const Empty = styled.p`
  padding: 28px;
  border-radius: var(--radius);
  border: 1px dashed var(--c-border);
  color: var(--c-muted);
  text-align: center;
`;

interface Props {
  /** Every topic, shown while there is no query. */
  topics: GuideHit[];
  search: (query: string) => GuideHit[];
  query: string;
  onSelect: (hit: GuideHit) => void;
}

/** The Search tab: every topic, or the current query's results, each opening its tab. */
export function SearchTab({ topics, search, query, onSelect }: Props) {
  const q = query.trim();
  const shown = q ? search(query) : topics;
  return (
    <>
      <PanelHead>
        <h2>{q ? `Results for "${q}"` : 'Search the guide'}</h2>
        <p>{q ? `${shown.length} topic${shown.length === 1 ? '' : 's'} match your search.` : 'Every topic in the guide. Type in the search box above to narrow it down.'}</p>
      </PanelHead>
      {shown.length === 0 ? (
        <Empty>No results found for "{q}"</Empty>
      ) : (
        <Results>
          {shown.map((item) => (
            <li key={item.id}>
              <button type="button" onClick={() => onSelect(item)}>
                <span className="top">
                  <span className="title">
                    <Highlight text={item.title} terms={item.terms} />
                  </span>
                  <span className="cat">{item.category}</span>
                </span>
                <span className="content">
                  <Highlight text={snippet(item.text, item.terms)} terms={item.terms} />
                </span>
                <span className="go" aria-hidden="true">
                  Open <ArrowRight size={16} />
                </span>
              </button>
            </li>
          ))}
        </Results>
      )}
    </>
  );
}
