import { useId } from 'react';
import { Instagram } from 'lucide-react';
import { styled } from 'styled-components';
import type { GalleryBlock } from '../../types/content.gen';
import { useSite } from '../../app/site-context';
import { ActionLink, ButtonLink } from '../../components/action-link';
import { Picture } from '../../components/picture';
import { ButtonRow, Container, Section, buttonStyles } from '../../components/ui';
import { useComputed } from '../computed';
import { BlockHead } from '../../components/section-head';

const tile = `
  margin: 0;
  border-radius: var(--radius);
  overflow: hidden;
  background: var(--c-surface-alt);
  box-shadow: var(--shadow);
  picture, img { display: block; width: 100%; height: 100%; object-fit: cover; }
  img { transition: transform 0.6s ease; }
  &:hover img { transform: scale(1.03); }
`;

/*
 * Seven fixed photos fill a 4-column grid exactly: the first is large (2x2), the last two are
 * wide (2x1). On tablets the same spans give a 2-column grid; on phones one column.
 */
const Fixed = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: clamp(12px, 1.8vw, 20px);
  grid-template-columns: minmax(0, 1fr);
  grid-auto-rows: clamp(220px, 56vw, 300px);
  li { ${tile} }
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-auto-rows: clamp(180px, 26vw, 260px);
    li:first-child { grid-column: span 2; grid-row: span 2; }
    li:nth-child(n + 6):nth-child(-n + 7) { grid-column: span 2; }
  }
  @media (min-width: 1000px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    grid-auto-rows: 230px;
  }
`;

const Extras = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: clamp(12px, 1.8vw, 20px);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  li { ${tile} aspect-ratio: 3 / 2; }
`;

const MoreHead = styled.h2`
  margin: clamp(36px, 5vw, 56px) 0 18px;
  font-size: 1.35rem;
`;

const InstagramLink = styled(ActionLink)`
  ${buttonStyles('secondary')}
`;

/**
 * The photo gallery: the fixed photos, the extras the engine chose from the shared list (see
 * galleryExtras), then Instagram and booking links.
 */
export function Gallery(block: GalleryBlock) {
  const site = useSite();
  const extras = useComputed<{ src: string; alt: string }[]>() ?? [];
  const moreId = useId();
  return (
    <Section id={block.id}>
      <Container>
        <BlockHead heading={block.heading} intro={block.intro} />
        <Fixed aria-label="Photos of the guesthouse">
          {block.photos.map((p, i) => (
            <li key={p.src}>
              <Picture src={p.src} alt={p.alt} priority={i === 0} sizes={i === 0 ? '(min-width: 1000px) 600px, 100vw' : '(min-width: 1000px) 300px, (min-width: 640px) 50vw, 100vw'} />
            </li>
          ))}
        </Fixed>
        {extras.length > 0 && (
          <>
            {block.extras?.heading && <MoreHead id={moreId}>{block.extras.heading}</MoreHead>}
            <Extras aria-labelledby={block.extras?.heading ? moreId : undefined} aria-label={block.extras?.heading ? undefined : 'More photos'} style={block.extras?.heading ? undefined : { marginTop: 20 }}>
              {extras.map((p) => (
                <li key={p.src}>
                  <Picture src={p.src} alt={p.alt} sizes="(min-width: 1000px) 380px, 100vw" />
                </li>
              ))}
            </Extras>
          </>
        )}
        <ButtonRow style={{ justifyContent: 'center', marginTop: 'clamp(36px, 5vw, 56px)' }}>
          {block.instagram && (
            <InstagramLink href={site.instagram}>
              <Instagram size={18} aria-hidden="true" />
              {block.instagram}
            </InstagramLink>
          )}
          {block.buttons?.map((b) => <ButtonLink key={b.href + b.label} button={b} />)}
        </ButtonRow>
      </Container>
    </Section>
  );
}
