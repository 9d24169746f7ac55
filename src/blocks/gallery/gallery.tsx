import { useId } from 'react';
import { Instagram } from '../../components/lucide-icons';
import { styled } from 'styled-components';
import type { GalleryBlock } from '../../core/types/content.gen';
import { useSite } from '../../core/site-context';
import { ActionLink, ButtonLink } from '../../components/action-link';
import { Picture } from '../../components/picture';
import { ButtonRow, Container, Section, buttonStyles } from '../../components/ui';
import { useComputed } from '../../core/computed';
import { BlockHead } from '../../components/section-head';
import { tileSizes, tiles } from './tiles';
import { Viewer } from './viewer';
import { text } from '../../theme/type-scale';
import { SETTLED_CLASS } from '../../core/theme-boot';

/*
 * Photos on phones one a row; from 640 px two columns, from 1000 px four, with the spans
 * tiles() chose so that no row is left part-empty whatever the number of photos. The tiles after
 * the first are asked for once the page has settled (SETTLED_CLASS): within the browser's lazy
 * distance of a phone's first screen they would otherwise share the connection with the first
 * photo, the page's largest paint. A tile's size is the grid's, so the wait moves nothing.
 */
const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: clamp(12px, 1.8vw, 20px);
  grid-template-columns: minmax(0, 1fr);
  grid-auto-rows: clamp(220px, 56vw, 300px);
  li {
    margin: 0;
    border-radius: var(--radius);
    overflow: hidden;
    background: var(--c-surface-alt);
    box-shadow: var(--shadow);
  }
  a { display: block; height: 100%; cursor: zoom-in; }
  /* Inside the tile: its rounded clip would cut an outer ring. */
  a:focus-visible { outline-offset: -5px; }
  picture, img { display: block; width: 100%; height: 100%; object-fit: cover; }
  img { transition: transform 0.6s ease; }
  html.js:not(.${SETTLED_CLASS}) & img[loading='lazy'] { display: none; }
  li:hover img { transform: scale(1.03); }
  &.unheaded { margin-top: 20px; }
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-auto-rows: clamp(180px, 26vw, 260px);
    .large { grid-column: span 2; grid-row: span 2; }
    .wide, .full { grid-column: span 2; }
  }
  @media (min-width: 1000px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    grid-auto-rows: 230px;
    .full { grid-column: 1 / -1; grid-row: span 2; }
  }
`;

interface PhotosProps {
  photos: { src: string; alt: string }[];
  featured: boolean;
  /** site.yaml's description of each photo, by src: the viewer's caption. */
  captions: Map<string, string>;
  label?: string;
  labelledBy?: string;
  className?: string;
}

/** One list of photos, each a link to its file (the viewer opens it larger when script runs). */
function Photos({ photos, featured, captions, label, labelledBy, className }: PhotosProps) {
  const spans = tiles(photos.length, featured);
  return (
    <Grid aria-label={label} aria-labelledby={labelledBy} className={className}>
      {photos.map((p, i) => (
        <li key={p.src} className={spans[i]}>
          <a href={p.src} data-photo="" data-caption={captions.get(p.src)}>
            <Picture src={p.src} alt={p.alt} priority={featured && i === 0} sizes={tileSizes[spans[i] ?? 'single']} />
          </a>
        </li>
      ))}
    </Grid>
  );
}

const MoreHead = styled.h2`
  margin: clamp(36px, 5vw, 56px) 0 18px;
  font-size: ${text['2xl']};
`;

const InstagramLink = styled(ActionLink)`
  ${buttonStyles('secondary')}
`;

/**
 * The photo gallery: the fixed photos, the extras the engine chose from the shared list (see
 * galleryExtras), then Instagram and booking links. A photo opens larger with its description
 * from site.yaml as the caption (the viewer, client.ts).
 */
export function Gallery(block: GalleryBlock) {
  const site = useSite();
  const extras = useComputed<{ src: string; alt: string }[]>() ?? [];
  const moreId = useId();
  const captions = new Map(site.photos.map((p) => [p.src, p.description]));
  return (
    <Section id={block.id}>
      <Container>
        <BlockHead heading={block.heading} intro={block.intro} />
        <Photos photos={block.photos} featured captions={captions} label="Photos of the guesthouse" />
        {extras.length > 0 && (
          <>
            {block.extras?.heading && <MoreHead id={moreId}>{block.extras.heading}</MoreHead>}
            <Photos
              photos={extras}
              featured={false}
              captions={captions}
              {...(block.extras?.heading ? { labelledBy: moreId } : { label: 'More photos', className: 'unheaded' })}
            />
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
      <Viewer />
    </Section>
  );
}
