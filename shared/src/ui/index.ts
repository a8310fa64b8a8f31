// '@akademi/shared/ui' — React pieces every page may need, WITHOUT antd (the sign-in page stays
// light): generic screens, the guard, the route error boundary, plain styles.
// antd comes through '@akademi/shared/kit' (base kit + providers) and '@akademi/shared/kit-extra'.
export { LoadingScreen, ErrorScreen, LOADING_TEXT, ERROR_TITLE, type ErrorScreenProps } from './screens';
export { AccessGuard, SignInDocument, guardOutcome, type GuardInput, type GuardOutcome, type MfaCodeRouteState } from './access-guard';
export { RouteErrorBoundary, ERROR_BOUNDARY_RESET_MS } from './route-error-boundary';
export { ensurePlainStyles, PRIMARY, DANGER, READABLE_SECONDARY_TEXT, VISUALLY_HIDDEN, ALERT_STYLE, FIELD_ERROR_STYLE } from './plain';
export { PageTitle } from './page-title';
export { useDebounced } from './use-debounced';
export { useMediaQuery, COMPACT_QUERY } from './use-media-query';
export { readFirstPaint, dropFirstPaint, FIRST_PAINT_ID, type FirstPaintState } from '../federation/first-paint';
export { mountApp } from './mount-app';
export { useConsentGate, ConsentMissingAlert, type ConsentGateState } from './consent-gate';
