import '@mantine/core/styles.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { applyInitialColorScheme } from './app/color-scheme';
import { AppProviders } from './app/providers';

applyInitialColorScheme();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRoot />
    </AppProviders>
  </StrictMode>,
);
