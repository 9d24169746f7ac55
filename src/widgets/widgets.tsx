/** Site-wide widgets (chat, toasts) mounted once beside the page; each loads its own code lazily. */
export function Widgets() {
  return null;
}
