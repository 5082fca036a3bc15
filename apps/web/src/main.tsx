import './styles/global.css';
import './components/ui/ui.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, router } from './app/app';
import { queryClient } from './lib/query-client';
import { registerServiceWorker, takeWaitingVersion } from './lib/service-worker';

// A plain render, not a transition: RouterProvider subscribes to the router when it commits, and a
// render that yields let the first screen's code arrive before that, leaving it on 'Loading...'.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
// The last-seen screens for offline use: IndexedDB's code follows the first render, in its own chunk.
void import('./lib/offline-queries').then(({ keepScreensOffline }) =>
  keepScreensOffline(queryClient),
);
// A new version waiting is taken when the student moves to another page.
let shownKey = router.state.location.key;
router.subscribe(({ location }) => {
  if (location.key === shownKey) return;
  shownKey = location.key;
  takeWaitingVersion();
});
