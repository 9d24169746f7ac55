// One line per block folder with a build.ts (the build half: compute, JSON-LD, lint...). Only the
// build and the content lint import this list, so none of it reaches the render bundle.
export { default as availabilityCalendar } from './availability-calendar/build';
export { default as blogArticle } from './blog-article/build';
export { default as blogList } from './blog-list/build';
export { default as contactForm } from './contact-form/build';
export { default as faq } from './faq/build';
export { default as featureList } from './feature-list/build';
export { default as gallery } from './gallery/build';
export { default as guideGate } from './guide-gate/build';
export { default as hero } from './hero/build';
export { default as nearbyAreas } from './nearby-areas/build';
export { default as photoCarousel } from './photo-carousel/build';
export { default as reviews } from './reviews/build';
