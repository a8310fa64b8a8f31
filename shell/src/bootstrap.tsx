// Shell start-up: console capture into system_logs (spec 2), then what every app does at start
// (mountApp: chunk-error window handler, the store, the auth session, the app).
import { installConsoleCapture } from '@akademi/shared/logging';
import { mountApp } from '@akademi/shared/ui';
import { App } from './app/App';

installConsoleCapture();
mountApp((store) => <App store={store} />);
