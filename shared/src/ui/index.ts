// @akademi/shared/ui — core React/antd: the curated core kit, the theme provider, generic screens,
// the guard and the route error boundary. The rest is '@akademi/shared/ui-extra'.
export * from './kit';
export { UiProvider } from './providers';
export { akademiTheme, antdLocale } from './theme';
export { LoadingScreen, ErrorScreen, LOADING_TEXT, ERROR_TITLE, type ErrorScreenProps } from './screens';
export { AccessGuard, guardOutcome, type GuardInput, type GuardOutcome } from './access-guard';
export { RouteErrorBoundary, ERROR_BOUNDARY_RESET_MS } from './route-error-boundary';
