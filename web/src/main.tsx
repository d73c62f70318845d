import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker's code (Workbox's window side) loads after the first paint, in a chunk of its own.
if ('serviceWorker' in navigator) {
  void import('./lib/pwa-register').then(({ registerServiceWorker }) => registerServiceWorker());
}
