import './styles/global.css';
import { holdEarlyInput } from './early-input';
import { addPrefetchHint, prefetchList } from './prefetch-hints';
import { reportWebVitals } from './report-web-vitals';
import { isLanguage, LANGUAGE_STORAGE_KEY } from './shared/languages';
import { savesData, startWhenNeeded } from './start-when-needed';
import { markChosenTheme } from './theme/theme-buttons';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = container;
const releaseEarlyInput = holdEarlyInput(document);

/** Runs the app: i18next, React DOM, the router; hydration of the prerendered page. */
function startApp() {
  import(/* webpackChunkName: "app" */ './boot')
    .then(({ boot }) => boot(root, releaseEarlyInput))
    .catch((error: unknown) => console.error('the app failed to start', error));
}

const lng = document.documentElement.lang;
if (root.firstElementChild && isLanguage(lng)) {
  // A prerendered page: readable and navigable as it is; the app starts when needed.
  markChosenTheme(document);
  startWhenNeeded(
    window,
    [
      // The visit's language is remembered as i18next would remember it on start.
      () => {
        try {
          localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
        } catch {
          // storage disabled: nothing to remember
        }
      },
      // Fetch (do not run) the app's code, so the first interaction need not wait for it.
      ...(savesData(navigator) ? [] : prefetchList(document)).map(
        (url) => () => addPrefetchHint(document, url),
      ),
    ],
    startApp,
  );
} else {
  // The bare shell (dev server, unknown paths): only the app can show anything.
  startApp();
}

reportWebVitals();
