import { Centered } from '../components/centered';
import { NotFound } from './not-found';
import type { PageLink } from '../core/nearest-page';

/** A /blog/<slug> that matches no post: the blog's own not-found view, pointing back to the listing. */
function PostNotFound() {
  return (
    <Centered data-missing="">
      <h1>Post Not Found</h1>
      <p>The blog post you&apos;re looking for doesn&apos;t exist.</p>
      <a className="home" href="/blog">
        ← Back to Blog
      </a>
    </Centered>
  );
}

/** What a route with no page shows. */
export function MissingView({ path, pages }: { path: string; pages: PageLink[] }) {
  return path.startsWith('/blog/') ? <PostNotFound /> : <NotFound pages={pages} />;
}
