import './styles/global.css';
import './components/ui/ui.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, router } from './app/app';
import { registerServiceWorker, takeWaitingVersion } from './lib/service-worker';

// A transition's render yields to the browser every few milliseconds: the first render (navbar,
// loading screen, the lazy parts it starts) does not block a slow phone in one long task.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorker();
// A new version waiting is taken when the student moves to another page.
let shownKey = router.state.location.key;
router.subscribe(({ location }) => {
  if (location.key === shownKey) return;
  shownKey = location.key;
  takeWaitingVersion();
});
