// Entry of the feed-parsing worker thread. Plain JavaScript so Node can start it whatever ran
// the server (tsx, or vitest in tests); it then loads the TypeScript parser through tsx.
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker-run.ts');
