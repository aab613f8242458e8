import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { leaveDescriptionToPages } from './components/layout/PageMeta';
import { Toaster } from './components/ui/toaster';
import { queryClient } from './lib/query-client';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
leaveDescriptionToPages();

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
