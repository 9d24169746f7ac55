/** Swaps a photo that failed to load for its placeholder (SPEC §8 gallery image failure). */
function useFallback(img: HTMLImageElement) {
  const fallback = img.dataset.fallback;
  if (!fallback || img.dataset.failed !== undefined) return;
  img.dataset.failed = '';
  console.warn('Image failed to load:', img.currentSrc || img.src);
  img.parentElement?.querySelectorAll('source').forEach((s) => s.remove());
  img.removeAttribute('srcset');
  img.src = fallback;
}

/** Photos with a placeholder (data-fallback): errors from now on, and any that failed before this script ran. */
export function watchImageFallbacks() {
  document.addEventListener('error', (e) => e.target instanceof HTMLImageElement && useFallback(e.target), true);
  checkImageFallbacks();
}

export function checkImageFallbacks() {
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
    if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) useFallback(img);
  }
}
