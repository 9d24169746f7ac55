import type { ServerDeps } from './deps';

/** Work the server does between requests (the e-mail outbox); returns a stop function. */
export function startBackground(_deps: ServerDeps): () => void {
  return () => {};
}
