import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { seedMockControlsFromUrl } from '@/lib/api/mock-controls.ts';
import { App } from './app.tsx';
import { firstScreenReady } from './router.tsx';
import './app.css';

// mock builds take the persona, scenarios and faults from the URL so a link (or a test) can set up a state
if (__MOCK__) seedMockControlsFromUrl(window.location.search);

// the first screen's code (preloaded by index.html for the sign-in page) is there before the first draw, so the
// screen appears as it is rather than after a spinner
void firstScreenReady().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
