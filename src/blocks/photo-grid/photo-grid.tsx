import { styled } from 'styled-components';
import type { PhotoGridBlock } from '../../core/types/content.gen';
import { Picture } from '../../components/picture';
import { Container, Section } from '../../components/ui';
import { BlockHead } from '../../components/section-head';

const placeholderSrc = '/images/placeholder.svg';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: clamp(16px, 2.4vw, 28px);
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  figure { margin: 0; }
  .photo {
    aspect-ratio: 4 / 3;
    border-radius: var(--radius);
    overflow: hidden;
    background: var(--c-surface-alt);
    box-shadow: var(--shadow);
  }
  .photo picture, .photo img { display: block; width: 100%; height: 100%; object-fit: cover; }
  .photo img { transition: transform 0.6s ease; }
  li:hover .photo img { transform: scale(1.03); }
  figcaption { margin-top: 12px; font-weight: 600; }
`;

/**
 * Photos with captions. With `fallback`, a photo that fails to load is swapped for the
 * placeholder (and the failure logged) so the grid never shows a broken image.
 */
export function PhotoGrid(block: PhotoGridBlock) {
  return (
    <Section id={block.id}>
      <Container>
        <BlockHead heading={block.heading} intro={block.intro} />
        <List>
          {block.photos.map((p) => (
            <li key={p.src}>
              <figure>
                <div className="photo">
                  <Picture
                    src={p.src}
                    alt={p.alt}
                    sizes="(min-width: 1200px) 380px, (min-width: 700px) 45vw, 100vw"
                    fallbackSrc={block.fallback ? placeholderSrc : undefined}
                  />
                </div>
                {p.caption && <figcaption>{p.caption}</figcaption>}
              </figure>
            </li>
          ))}
        </List>
      </Container>
    </Section>
  );
}
