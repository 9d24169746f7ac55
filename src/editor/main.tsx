// The browser editor's page (/__editor/ on `npm run dev`): forms from the schemas beside the page
// they make. Bundled by the dev server with esbuild (src/build/editor/plugin.ts), never by Vite.
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './editor.css';

createRoot(document.getElementById('editor')!).render(<App />);
