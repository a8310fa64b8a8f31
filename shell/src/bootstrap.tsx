// Shell start-up: console capture into system_logs (spec 2), chunk-error window handler, the store,
// the auth session, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore, installChunkErrorHandler, startSession } from '@akademi/shared';
import { installConsoleCapture } from '@akademi/shared/logging';
import { App } from './app/App';

installConsoleCapture();
installChunkErrorHandler();
const store = createAppStore();
startSession(store.dispatch);

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');
createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
