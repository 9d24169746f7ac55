import { Fragment, type ReactNode } from 'react';
import { styled } from 'styled-components';
import type { TextBlock } from '../types/content.gen';
import { ActionLink } from '../components/action-link';
import { Container, Section } from '../components/ui';

const Prose = styled(Container)`
  max-width: 760px;
  p { font-size: 1.08rem; }
`;

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

export function Text(block: TextBlock) {
  return (
    <Section id={block.id}>
      <Prose>
        {block.heading && <h2>{block.heading}</h2>}
        {block.paragraphs.map((p, i) => (
          <p key={i}>{inline(p)}</p>
        ))}
      </Prose>
    </Section>
  );
}
