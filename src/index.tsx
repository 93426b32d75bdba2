import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import './styles/fonts.css';
import './styles/global.css';
import { App } from './app/app';
import { createI18n } from './lib/i18n';
import { reportWebVitals } from './report-web-vitals';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <I18nextProvider i18n={createI18n()}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </I18nextProvider>
  </StrictMode>
);

// Prerendered pages (build/<lng>/…/index.html) arrive with the content: hydrate it.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);

reportWebVitals();
