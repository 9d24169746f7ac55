import { defineIsland } from '../../core/island-types';

// Plain script that needs the backend and the zone's offsets: they ride on its root.
export default defineIsland({ name: 'live-calendar', when: 'visible', script: 'script', readsProps: true });
