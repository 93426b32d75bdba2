import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { App } from '../app/app';
import { BrowserHistoryRouter } from '../app/browser-router';
import { createI18n } from '../lib/i18n';

/**
 * Renders the whole app at a URL with the real i18n set-up (detector and HTTP
 * backend; setupTests answers the backend from src/locales) and waits for the page.
 */
export async function renderAppAt(url: string) {
  window.history.replaceState(null, '', url);
  const i18n = createI18n();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <BrowserHistoryRouter>
        <App />
      </BrowserHistoryRouter>
    </I18nextProvider>,
  );
  await screen.findByRole('banner');
  return { ...view, i18n };
}
