// How every app starts in the browser (the shell, and each remote's standalone harness): the
// chunk-error window handler, the store, the auth session, then the app's tree in #root.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore, type AppStore } from '../store/create-app-store';
import { startSession } from '../session/start-session';
import { installChunkErrorHandler } from '../chunk-errors';

/** `tree` gets the store it should provide; it is rendered in StrictMode. */
export function mountApp(tree: (store: AppStore) => ReactNode): AppStore {
  installChunkErrorHandler();
  const store = createAppStore();
  startSession(store.dispatch);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing');
  createRoot(container).render(<StrictMode>{tree(store)}</StrictMode>);
  return store;
}
