/* Entry point: mount the workbench and start its life-cycle (settings, recovery, pushes, autosave). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { startWorkbench } from './app/lifecycle.js';
import './styles/app.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
void startWorkbench();
