import { Fragment, type ReactNode } from 'react';
import { inlineSyntax } from '../core/inline-text';
import { ActionLink } from './action-link';

/** Text with its inline syntax (core/inline-text.ts) as bold words and links. */
export function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  const re = inlineSyntax();
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push(text.slice(last, m.index));
    out.push(m[1] ? <strong key={m.index}>{m[1]}</strong> : <ActionLink key={m.index} href={m[3]}>{m[2]}</ActionLink>);
    last = m.index + m[0].length;
  }
  out.push(text.slice(last));
  return out.map((n, i) => <Fragment key={i}>{n}</Fragment>);
}
