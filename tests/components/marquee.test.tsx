import { expect, it } from 'vitest';
import { textCharacters } from '../../src/build/display-font';
import { Marquee } from '../../src/components/marquee';
import { renderHtml } from '../support/site';

it('writes its words once, and the display font is cut with the characters CSS draws from them', () => {
  const html = renderHtml(<Marquee words={['Café crème', 'Merewether']} pauseLabel="Pause" seconds={30} />);
  expect(html.split('Café crème').length - 1).toBe(1);
  const chars = textCharacters(html);
  for (const c of 'éè✦\u2003') expect(chars.has(c), c).toBe(true);
});
