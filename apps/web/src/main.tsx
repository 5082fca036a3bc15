import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreen } from './app/router';
import { storage } from './lib/storage';
import './styles/global.css';
// In the entry's stylesheet, which index.html carries: the /activities shell paints with it.
import './features/activities/activities.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A signed-in student's first screen gets its data requested alongside its code. The requests
// start before the first render, whichever chunk arrives first: a query that ran before them
// would ask the server a second time (a race seen in Lighthouse's loads). A screen may also wait
// briefly for an answer already on its way (the activities list), so that it renders with it.
// Without them (a chunk that failed to load), the screen asks for its data itself.
const firstScreenData = storage.token()
  ? import('./app/early-data')
      .then(({ requestFirstScreenData }) => requestFirstScreenData(window.location))
      .catch(() => undefined)
  : undefined;

// The first screen's chunk is fetched before the first render, so it renders without suspending
// (a Suspense fallback would hold it back at least 300 ms; see lib/lazy-route.tsx). A screen
// already painted from its prerendered markup (public/first-paint.js) is hydrated, not
// rendered again; a signed-in shell painted there is replaced by the first render. Both run as a
// transition, which React splits into short tasks (a default-priority first render is one long
// task that blocks input): what is on screen stays until the render is complete.
void Promise.all([preloadScreen(window.location.pathname), firstScreenData]).then(() => {
  startTransition(() => {
    if (container.dataset.prerendered === window.location.pathname) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});
