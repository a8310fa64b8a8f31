// /exercises/all-exercises/index.html — the embedded exercises app (spec 3 §2.7): the launcher's
// frame loads it with #/oyun/{type}. Not federated; antd-free like the test pages.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { installConsoleCapture } from '@akademi/shared/logging';
import { injectPageStyle } from '../../lib/page-style';
import { ExerciseApp } from './core/ExerciseApp';
import { createHostLink } from './core/protocol';
import { EXERCISE_CSS } from './core/style';
import { EXERCISES } from './registry';

installConsoleCapture();
injectPageStyle();
const style = document.createElement('style');
style.textContent = EXERCISE_CSS;
document.head.appendChild(style);
document.title = 'Egzersiz';
document.documentElement.lang = 'tr';
const link = createHostLink(window);

function App() {
  const [hash, setHash] = useState(window.location.hash);
  useEffect(() => {
    const on = () => setHash(window.location.hash);
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return <ExerciseApp registry={EXERCISES} link={link} hash={hash} />;
}

let host = document.getElementById('root');
if (!host) {
  host = document.createElement('div');
  host.id = 'root';
  document.body.appendChild(host);
}
createRoot(host).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
