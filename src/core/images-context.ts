import { createContext } from 'react';
import type { ImageManifest } from './page-data';

export type { ImageManifest };
/** The responsive variants of the current page's images, provided by the renderer. */
export const ImagesContext = createContext<ImageManifest>({});
