import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../lib/i18n';
import { NoticeProvider } from '../notices/notice-provider';

/**
 * Renders one feature inside the notice provider with the real i18n set-up;
 * the language comes from the URL's first segment, as on the site.
 */
export function renderWithI18n(ui: ReactElement, { url = '/en' }: { url?: string } = {}) {
  window.history.replaceState(null, '', url);
  const i18n = createI18n();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>
        <NoticeProvider>
          <Suspense fallback={null}>{ui}</Suspense>
        </NoticeProvider>
      </Suspense>
    </I18nextProvider>,
  );
  return { ...view, i18n };
}
