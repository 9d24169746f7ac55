/**
 * Adds a stylesheet to the document once: the rules for markup that only a script makes (the
 * calendar's months, the carousel as flickity builds it). They travel with that script instead of
 * in the page's inline CSS, where they took bytes from the first round trip (the home page's HTML
 * was 520 bytes past it, which cost its first paint a round trip on a phone) and styled nothing
 * until the script ran anyway.
 */
export function addScriptStyles(id: string, css: string): void {
  if (document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.append(style);
}
