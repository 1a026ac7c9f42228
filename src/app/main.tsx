import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { seedMockControlsFromUrl } from '@/lib/api/mock-controls.ts';
import { App } from './app.tsx';
import './app.css';

// mock builds take the persona, scenarios and faults from the URL so a link (or a test) can set up a state
if (__MOCK__) seedMockControlsFromUrl(window.location.search);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
