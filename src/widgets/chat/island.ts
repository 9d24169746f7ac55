import { defineIsland } from '../../core/island-types';

// A plain button until used; its React arrives on the first pointer, focus or key (or its welcome).
export default defineIsland({ name: 'chat', when: 'interaction', script: 'react' });
