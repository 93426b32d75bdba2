import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import './styles/fonts.css';
import './styles/global.css';
import { App } from './app/app';
import { createI18n } from './lib/i18n';
import { reportWebVitals } from './report-web-vitals';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={createI18n()}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </I18nextProvider>
  </StrictMode>,
);

reportWebVitals();
