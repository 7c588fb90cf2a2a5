import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/index.tsx';
import { sessionQueryOptions } from './features/auth/api/get-session.ts';
import { queryClient } from './lib/query-client.ts';

// Ask for the session while the first screen's code is still downloading.
void queryClient.prefetchQuery(sessionQueryOptions());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
