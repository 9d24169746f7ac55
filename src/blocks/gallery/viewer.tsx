import { ChevronLeft, ChevronRight, X } from '../../components/lucide-icons';
import { styled } from 'styled-components';
import { text } from '../../theme/type-scale';

const Dialog = styled.dialog`
  /* The whole screen, dark in either theme: the photo is what counts. */
  width: 100vw;
  height: 100dvh;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: rgb(9 13 15 / 96%);
  color: #f2f5f4;
  /* Horizontal swipes are the viewer's; vertical pans and pinch zoom stay the browser's. */
  touch-action: pan-y pinch-zoom;
  &::backdrop { background: transparent; }
  /* The page behind stays still while a photo is open. */
  html:has(&[open]) { overflow: hidden; }
  &[open] { display: grid; grid-template-rows: minmax(0, 1fr) auto; }
  figure { display: contents; }
  .frame { min-height: 0; display: grid; place-items: center; padding: 64px clamp(8px, 7vw, 88px) 0; }
  .frame picture { display: contents; }
  .frame img { max-width: 100%; max-height: 100%; width: auto; height: auto; object-fit: contain; border-radius: 8px; }
  figcaption { margin: 0 auto; padding: 14px 20px 22px; max-width: 70ch; text-align: center; line-height: 1.45; }
  .count { display: block; font-size: ${text.sm}; opacity: 0.8; margin-bottom: 2px; }
  button {
    position: absolute;
    display: grid;
    place-items: center;
    width: 48px;
    height: 48px;
    border: 0;
    border-radius: 50%;
    background: rgb(255 255 255 / 14%);
    color: inherit;
    cursor: pointer;
  }
  button:hover { background: rgb(255 255 255 / 26%); }
  button:focus-visible { outline: 3px solid #fff; outline-offset: 2px; }
  .close { top: 10px; right: 10px; }
  .prev, .next { top: calc(50% - 48px); }
  .prev { left: clamp(6px, 2vw, 24px); }
  .next { right: clamp(6px, 2vw, 24px); }
`;

/**
 * The gallery's larger view: a native modal <dialog>, empty until client.ts fills it with the
 * photo that was opened. Without script it never opens (each photo's link opens the file).
 */
export function Viewer() {
  return (
    <Dialog aria-label="Photo viewer" className="viewer">
      <figure>
        <div className="frame" />
        <figcaption aria-live="polite">
          <span className="count" />
          <span className="text" />
        </figcaption>
      </figure>
      <button type="button" className="prev" aria-label="Previous photo">
        <ChevronLeft size={28} aria-hidden="true" />
      </button>
      <button type="button" className="next" aria-label="Next photo">
        <ChevronRight size={28} aria-hidden="true" />
      </button>
      <button type="button" className="close" aria-label="Close photo viewer" autoFocus>
        <X size={26} aria-hidden="true" />
      </button>
    </Dialog>
  );
}
