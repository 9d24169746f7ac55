import type { ImageManifest } from '../engine/page-data';
// Interim: replaced by the image pipeline work.
export async function buildImages(_srcs: string[], _opts: { publicDir: string; outDir: string }): Promise<ImageManifest> {
  return {};
}
