import './styles/global.css';
import './components/ui/ui.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// A transition's render yields to the browser every few milliseconds: the first render (navbar,
// loading screen, the lazy parts it starts) does not block a slow phone in one long task.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
