// Public surface of the reports feature for the app's other features (profile, activities).
export { fetchAllPages } from './api/reports-api';
export { REPORT_ROLES } from './components/ReportsPage';
export { fileDate } from './lib/exports';
