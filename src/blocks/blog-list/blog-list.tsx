import { ArrowRight } from '../../components/lucide-icons';
import { styled } from 'styled-components';
import type { BlogListBlock } from '../../core/types/content.gen';
import type { BlogCard } from './cards';
import { useComputed } from '../../core/computed';
import { Picture } from '../../components/picture';
import { Container, Pill, Section } from '../../components/ui';
import { BlockHead } from '../../components/section-head';
import { PostMeta, Tags } from '../../components/post-meta';
import { text } from '../../theme/type-scale';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: clamp(20px, 2.6vw, 32px);
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 760px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const clamp = (lines: number) => `
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  line-clamp: ${lines};
  overflow: hidden;
`;

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  overflow: hidden;
  transition: transform 0.2s ease, box-shadow 0.2s ease;
  &:hover { transform: translateY(-3px); box-shadow: var(--shadow-lg); }
  &:hover .media img { transform: scale(1.03); }
  .media { position: relative; aspect-ratio: 16 / 10; overflow: hidden; background: var(--c-surface-alt); }
  .media img { width: 100%; height: 100%; object-fit: cover; transition: transform 0.4s ease; }
  .media ${Pill} { position: absolute; top: 14px; left: 14px; background: var(--c-surface); box-shadow: var(--shadow); }
  .body { display: flex; flex-direction: column; gap: 12px; flex: 1; padding: clamp(20px, 2.4vw, 28px); }
  h2, h3 { margin: 0; font-size: clamp(1.25rem, 0.6vw + 1.05rem, 1.5rem); ${clamp(2)} }
  h2 a, h3 a { color: inherit; text-decoration: none; }
  /* The title link covers the whole card, so the photo and the text are one big target. */
  h2 a::after, h3 a::after { content: ''; position: absolute; inset: 0; z-index: 1; }
  h2 a:focus-visible, h3 a:focus-visible { outline: none; }
  &:has(h2 a:focus-visible, h3 a:focus-visible) { outline: 3px solid var(--c-primary); outline-offset: 3px; }
  .excerpt { margin: 0; color: var(--c-muted); ${clamp(3)} }
  .more {
    position: relative;
    z-index: 2;
    margin-top: auto;
    align-self: flex-start;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-weight: 700;
    text-decoration: none;
  }
  .more:hover { text-decoration: underline; }
  ${Tags} { position: relative; z-index: 2; }

  @media (min-width: 1000px) {
    &.featured { grid-column: 1 / -1; flex-direction: row; }
    &.featured .media { flex: 0 0 56%; aspect-ratio: auto; min-height: 360px; }
    &.featured .body { justify-content: center; padding: 40px 44px; }
    &.featured h2, &.featured h3 { font-size: ${text['3xl']}; }
    &.featured .more { margin-top: 8px; }
  }
`;

/** The blog's posts as cards, newest first and the newest featured; the engine supplies the posts. */
export function BlogList(block: BlogListBlock) {
  const posts = useComputed<BlogCard[]>() ?? [];
  const H = block.heading ? 'h3' : 'h2';
  const readMore = block.readMoreLabel ?? 'Read More';
  return (
    <Section id={block.id}>
      <Container>
        <BlockHead heading={block.heading} intro={block.intro} />
        <List>
          {posts.map((p, i) => (
            <Card key={p.slug} className={i === 0 && posts.length > 2 ? 'featured' : undefined}>
              <div className="media">
                <Picture src={p.image.src} alt={p.image.alt} sizes="(min-width: 1000px) 640px, (min-width: 760px) 50vw, 100vw" priority={i === 0} />
                <Pill>{p.category}</Pill>
              </div>
              <div className="body">
                <PostMeta date={p.date} readTime={p.readTime} />
                <H>
                  <a href={p.href}>{p.title}</a>
                </H>
                <p className="excerpt">{p.excerpt}</p>
                <Tags aria-label="Tags">
                  {p.tags.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </Tags>
                <a className="more" href={p.href}>
                  {readMore}
                  <span className="visually-hidden">: {p.title}</span>
                  <ArrowRight size={18} aria-hidden="true" />
                </a>
              </div>
            </Card>
          ))}
        </List>
      </Container>
    </Section>
  );
}
