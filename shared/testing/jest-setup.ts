import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* / waitFor give up after 1 s by default. CI runs jest beside the build, the backend suites
// and two Playwright lanes on two cores, where an antd panel's first render took over a second
// (notification-bell). A loaded machine's budget, not a speed target (bench/ measures speed).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
