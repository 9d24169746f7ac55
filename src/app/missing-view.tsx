import { useEffect } from 'react';
import { Link } from 'wouter';
import { NotFound, Centered } from '../chrome/not-found';

/** A /blog/<slug> that matches no post: the blog's own not-found view, pointing back to the listing. */
function PostNotFound({ path }: { path: string }) {
  useEffect(() => {
    console.info('404: no blog post at', path);
  }, [path]);
  return (
    <Centered>
      <h1>Post Not Found</h1>
      <p>The blog post you&apos;re looking for doesn&apos;t exist.</p>
      <Link className="home" href="/blog">
        ← Back to Blog
      </Link>
    </Centered>
  );
}

/** What a route with no data shows. */
export function MissingView({ path }: { path: string }) {
  return path.startsWith('/blog/') ? <PostNotFound path={path} /> : <NotFound path={path} />;
}
