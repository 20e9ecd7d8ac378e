import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@fontsource-variable/inter/index.css';
import '@mantine/core/styles.css';
import './lib/i18n';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import './app/global.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
