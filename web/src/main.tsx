import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { installChunkReload } from './features/chunk-reload/chunk-reload.ts';
import { registerServiceWorkerAfterLoad } from './features/push/service-worker.ts';
import './styles/theme.scss';

installChunkReload();
// Not under the dev server: its pages and modules change on every edit, the worker's cache would only be in the way.
if (import.meta.env.PROD) registerServiceWorkerAfterLoad();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
