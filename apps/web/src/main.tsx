import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/index.tsx';
import { preloadScreens } from './app/router.tsx';
import { sessionQueryOptions } from './features/auth/api/get-session.ts';
import { queryClient } from './lib/query-client.ts';

// Ask for the session, and fetch the first screen's code, while the app starts.
void queryClient.prefetchQuery(sessionQueryOptions());
preloadScreens(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
