import { NotFound } from '../chrome/not-found';

/** What a route with no data shows. */
export function MissingView({ path }: { path: string }) {
  return <NotFound path={path} />;
}
