import { useContext } from 'react';
import { ImagesContext } from './images-context';

// Interim: replaced by the image pipeline work.
export function Picture({ src, alt, priority, className }: { src: string; alt: string; sizes?: string; priority?: boolean; className?: string; fallbackSrc?: string }) {
  const info = useContext(ImagesContext)[src];
  return <img src={src} alt={alt} className={className} width={info?.width} height={info?.height} loading={priority ? 'eager' : 'lazy'} />;
}
