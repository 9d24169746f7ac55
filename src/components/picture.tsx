import { useContext } from 'react';
import { ImagesContext } from '../core/images-context';
import { FIRST_PHOTO_TIMING } from '../core/theme-boot';

interface PictureProps {
  /** A path under public/, e.g. /images/interior-living.jpg. */
  src: string;
  alt: string;
  /** The image's rendered width at each breakpoint, so the browser picks the right variant. */
  sizes?: string;
  /** Above-the-fold images: fetched at once, with high priority. */
  priority?: boolean;
  className?: string;
  /** Shown instead when the photo fails to load (src/client/images.ts). */
  fallbackSrc?: string;
}

/** A responsive photo: AVIF and WebP variants from the page's image manifest, the original as fallback. */
export function Picture({ src, alt, sizes = '100vw', priority = false, className, fallbackSrc }: PictureProps) {
  const info = useContext(ImagesContext)[src];
  const common = {
    alt,
    className,
    width: info?.width,
    height: info?.height,
    // A first-screen photo is decoded with the paint that shows the page, not a frame after it.
    // Element timing tells the head script when it is on screen (src/core/theme-boot.ts).
    ...(priority ? { loading: 'eager' as const, fetchPriority: 'high' as const, elementtiming: FIRST_PHOTO_TIMING } : { loading: 'lazy' as const, decoding: 'async' as const }),
  };

  // src/client/images.ts swaps in the placeholder when the photo fails, even before any island loads.
  const img = <img {...common} src={info?.fallback ?? src} data-fallback={fallbackSrc} />;
  if (!info || info.sources.length === 0) return img;
  return (
    <picture>
      {info.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
