// Shell start-up: chunk-error window handler, the store, the auth session, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore, installChunkErrorHandler, startSession } from '@akademi/shared';
import { App } from './app/App';
import './app/provide-shared';

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
