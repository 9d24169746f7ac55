import { ArrowLeft } from '../../components/lucide-icons';
import { styled } from 'styled-components';
import type { BlogArticleBlock } from '../../core/types/content.gen';
import { Picture } from '../../components/picture';
import { Container, Lead } from '../../components/ui';
import { CallToAction } from '../../components/call-to-action';
import { PostMeta, Tags } from '../../components/post-meta';
import { text } from '../../theme/type-scale';

const Narrow = styled(Container)`
  max-width: 800px;
`;

const Header = styled.header`
  padding-top: clamp(32px, 6vw, 64px);
  display: grid;
  gap: 18px;
  .back { display: inline-flex; align-items: center; gap: 8px; font-weight: 600; text-decoration: none; justify-self: start; }
  .back:hover { text-decoration: underline; }
  h1 { margin: 6px 0 0; font-size: clamp(2rem, 3.4vw + 1rem, 3.2rem); }
  ${Lead} { margin: 0; }
`;

const Hero = styled.div`
  max-width: 1100px;
  margin: clamp(28px, 4vw, 48px) auto 0;
  padding: 0 clamp(18px, 4vw, 32px);
  .frame { aspect-ratio: 16 / 10; overflow: hidden; background: var(--c-surface-alt); border-radius: var(--radius); box-shadow: var(--shadow-lg); }
  @media (min-width: 700px) { .frame { aspect-ratio: 16 / 8; border-radius: calc(var(--radius) * 1.4); } }
  img { width: 100%; height: 100%; object-fit: cover; }
`;

// The article body is Markdown rendered at build time; these rules give it the site's type.
const Prose = styled.div`
  padding-top: clamp(32px, 5vw, 56px);
  font-size: ${text.lg};
  line-height: 1.75;
  h2 { font-size: clamp(1.5rem, 1.2vw + 1.1rem, 2rem); margin: 1.8em 0 0.6em; }
  h3 { font-size: ${text.xl}; margin: 1.5em 0 0.5em; }
  h2:first-child, h3:first-child { margin-top: 0; }
  p, ul, ol { margin: 0 0 1.2em; }
  ul, ol { padding-left: 1.3em; }
  li { margin-bottom: 0.4em; }
  li::marker { color: var(--c-primary); }
  strong { font-weight: 700; }
  blockquote {
    margin: 1.6em 0;
    padding: 4px 0 4px 22px;
    border-left: 4px solid var(--c-primary);
    font-family: var(--font-display);
    font-size: ${text.xl};
    color: var(--c-text);
  }
  blockquote p { margin: 0; }
  hr { border: 0; border-top: 1px solid var(--c-border); margin: 2.4em 0; }
  table { width: 100%; border-collapse: collapse; margin: 0 0 1.4em; font-size: ${text.base}; }
  th, td { text-align: left; padding: 10px 12px; border-bottom: 1px solid var(--c-border); }
  th { font-weight: 700; }
`;

/** One blog post: heading and meta, hero photo, the rendered Markdown, then the booking prompt. */
export function BlogArticle(block: BlogArticleBlock) {
  const p = block.post;
  return (
    <article>
      <Narrow>
        <Header>
          <a href="/blog" className="back">
            <ArrowLeft size={18} aria-hidden="true" />
            {(block.backLabel ?? '← Back to Blog').replace(/^←\s*/, '')}
          </a>
          <PostMeta date={p.date} readTime={p.readTime} category={p.category} />
          <h1>{p.title}</h1>
          <Lead>{p.excerpt}</Lead>
          <Tags aria-label="Tags">
            {p.tags.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </Tags>
        </Header>
      </Narrow>
      <Hero>
        <div className="frame">
          <Picture src={p.image.src} alt={p.image.alt} sizes="(min-width: 1100px) 1040px, 100vw" priority />
        </div>
      </Hero>
      <Narrow>
        <Prose dangerouslySetInnerHTML={{ __html: block.html }} />
      </Narrow>
      <CallToAction heading={block.cta.heading} text={block.cta.text} buttons={block.cta.buttons} links={block.cta.links} />
    </article>
  );
}
