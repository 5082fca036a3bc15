import './styles/global.css';
import './components/ui/ui.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { keepScreensOfflineOnceSignedIn } from './lib/keep-screens-offline';
import { queryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/service-worker';

// A plain render, not a transition: a transition splits the first render into short tasks, but a
// slow phone then shows its first screen later, and a blank screen is what a student waits on.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
// After the first render: a signed-in student's screens are kept for offline use.
keepScreensOfflineOnceSignedIn(queryClient);
