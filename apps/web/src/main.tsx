import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreen } from './app/router';
import './styles/global.css';

// The first screen's chunk is fetched before the first render, so it renders without suspending
// (a Suspense fallback would hold it back at least 300 ms; see lib/lazy-route.tsx).
void preloadScreen(window.location.pathname).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
