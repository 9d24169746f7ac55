import { defineIsland } from '../../core/island-types';

// Plain script: it reads the list of pages from its own HTML (data-pages), not from props.
export default defineIsland({ name: 'not-found', when: 'load', script: 'script' });
