import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import './styles.css';

const router = createRouter();
const root = document.getElementById('root');
if (!root) throw new Error('Pollen needs a #root element in index.html');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
