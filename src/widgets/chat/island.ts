import { defineIsland } from '../../core/island-types';

// A plain button until used; its React arrives on the first pointer, focus or key (or its welcome).
// Its panel's first look (frame.tsx) is prerendered, fetched ahead and shown at the first tap.
export default defineIsland({ name: 'chat', when: 'interaction', script: 'react', frame: true });
