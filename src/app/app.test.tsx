import { waitFor } from '@testing-library/react';
import { screen } from '@testing-library/react';
import { renderAppAt } from '../test/render-app';

test('renders the site at /en in English', async () => {
  await renderAppAt('/en');
  expect(await screen.findByText('About me')).toBeInTheDocument();
  await waitFor(() => expect(document.documentElement.lang).toBe('en'));
});

test('redirects / to /de', async () => {
  await renderAppAt('/');
  expect(window.location.pathname).toBe('/de');
  expect(await screen.findByText('Über mich')).toBeInTheDocument();
});
