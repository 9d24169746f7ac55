import '@fontsource-variable/fraunces/wght.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import site from 'virtual:site';
import { App } from './app/app';
import { loadPage, primePage, type Loaded } from './app/page-loader';

const root = document.getElementById('root')!;
const embedded = document.getElementById('page-data');

function mount(initial: Loaded) {
  if (initial.kind === 'page') primePage(initial.page);
  const app = (
    <StrictMode>
      <Router>
        <App site={site} initial={initial} />
      </Router>
    </StrictMode>
  );
  // Prerendered pages hydrate; the plain dev server serves an empty root and renders here.
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

if (embedded) mount(JSON.parse(embedded.textContent!) as Loaded);
else loadPage(location.pathname).then(mount);
