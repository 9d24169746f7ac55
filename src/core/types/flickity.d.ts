// flickity 3 ships no types; this covers the part of its API the photo carousel uses.
declare module 'flickity' {
  interface FlickityOptions {
    cellAlign?: 'left' | 'center' | 'right';
    contain?: boolean;
    wrapAround?: boolean;
    prevNextButtons?: boolean;
    pageDots?: boolean;
    accessibility?: boolean;
    dragThreshold?: number;
    setGallerySize?: boolean;
    imagesLoaded?: boolean;
    percentPosition?: boolean;
    selectedAttraction?: number;
    friction?: number;
    initialIndex?: number;
  }
  export default class Flickity {
    constructor(element: Element, options?: FlickityOptions);
    selectedIndex: number;
    select(index: number, isWrap?: boolean, isInstant?: boolean): void;
    resize(): void;
    destroy(): void;
    on(event: 'select' | 'change' | 'settle' | 'ready', listener: (index?: number) => void): void;
  }
}
