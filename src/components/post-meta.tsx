import { CalendarDays, Clock } from './lucide-icons';
import { styled } from 'styled-components';
import { Pill } from '../components/ui';
import { text } from '../theme/type-scale';

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 2024-01-15 → 15 January 2024, computed from the text so server and browser agree in any time zone. */
function postDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${months[m - 1]} ${y}`;
}

const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 16px;
  margin: 0;
  color: var(--c-muted);
  font-size: ${text.sm};
  span.item { display: inline-flex; align-items: center; gap: 6px; }
`;

/** Date and read time (and the category badge when asked), as on cards and articles. */
export function PostMeta({ date, readTime, category }: { date: string; readTime: string; category?: string }) {
  return (
    <Row>
      {category && <Pill>{category}</Pill>}
      <span className="item">
        <CalendarDays size={16} aria-hidden="true" />
        <time dateTime={date}>{postDate(date)}</time>
      </span>
      <span className="item">
        <Clock size={16} aria-hidden="true" />
        {readTime}
      </span>
    </Row>
  );
}

export const Tags = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  li {
    font-size: ${text.xs};
    font-weight: 600;
    padding: 3px 10px;
    border-radius: 999px;
    background: var(--c-surface-alt);
    border: 1px solid var(--c-border);
    color: var(--c-text);
  }
`;
