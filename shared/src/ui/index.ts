// @akademi/shared/ui — everything React/antd: the curated kit, providers, screens, guard,
// route error boundary and the standalone harness.
export * from './kit';
export { UiProvider } from './providers';
export { akademiTheme, antdLocale } from './theme';
export { LoadingScreen, ErrorScreen, LOADING_TEXT, ERROR_TITLE, type ErrorScreenProps } from './screens';
export { AccessGuard, guardOutcome, type GuardInput, type GuardOutcome } from './access-guard';
export { RouteErrorBoundary, ERROR_BOUNDARY_RESET_MS } from './route-error-boundary';
export { StandaloneApp, mountStandalone, type StandaloneOptions } from './standalone';
