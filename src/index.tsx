import './styles/global.css';
import { holdEarlyInput } from './early-input';
import { reportWebVitals } from './report-web-vitals';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = container;
const releaseEarlyInput = holdEarlyInput(document);

function start() {
  import('./boot')
    .then(({ boot }) => boot(root, releaseEarlyInput))
    .catch((error: unknown) => console.error('the app failed to start', error));
}

// The prerendered page paints on its own; the app (React, i18next, the router) is
// fetched and run after that first paint, so it never holds up the content.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();

reportWebVitals();
