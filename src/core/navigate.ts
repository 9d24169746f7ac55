/**
 * Moves to another page of the site from script (the chat's quick actions). The router in
 * src/client/router.ts listens; without it (a unit test) this is an ordinary navigation.
 */
export function navigate(href: string) {
  const handled = !window.dispatchEvent(new CustomEvent('site:navigate', { detail: href, cancelable: true }));
  if (!handled) location.assign(href);
}
