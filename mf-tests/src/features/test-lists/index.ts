// Public surface of the test-lists feature: the list page the test-family pages render.
export { TestListPage } from './components/TestListPage';
