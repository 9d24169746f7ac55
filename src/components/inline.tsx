import { Fragment, type ReactNode } from 'react';
import { ActionLink } from './action-link';

/** The small inline syntax marketers may use in text blocks: **bold** and [label](/path). */
export function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  const re = /\*\*(.+?)\*\*|\[(.+?)\]\(((?:\/|https?:\/\/|#|tel:|mailto:)[^)\s]*)\)/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push(text.slice(last, m.index));
    out.push(m[1] ? <strong key={m.index}>{m[1]}</strong> : <ActionLink key={m.index} href={m[3]}>{m[2]}</ActionLink>);
    last = m.index + m[0].length;
  }
  out.push(text.slice(last));
  return out.map((n, i) => <Fragment key={i}>{n}</Fragment>);
}
