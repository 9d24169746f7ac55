import { Fragment, type ReactNode } from 'react';
import { ActionLink } from './action-link';

/** **bold** or [label](target): the small inline syntax marketers may use in text blocks. */
const syntax = () => /\*\*(.+?)\*\*|\[(.+?)\]\(((?:\/|https?:\/\/|#|tel:|mailto:)[^)\s]*)\)/g;

export function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  const re = syntax();
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push(text.slice(last, m.index));
    out.push(m[1] ? <strong key={m.index}>{m[1]}</strong> : <ActionLink key={m.index} href={m[3]}>{m[2]}</ActionLink>);
    last = m.index + m[0].length;
  }
  out.push(text.slice(last));
  return out.map((n, i) => <Fragment key={i}>{n}</Fragment>);
}

/** The words `inline(text)` shows, without the markup: for structured data and text comparisons. */
export const inlineText = (text: string): string => text.replace(syntax(), (_, bold?: string, label?: string) => bold ?? label ?? '');
