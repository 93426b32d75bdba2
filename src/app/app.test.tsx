import { screen, waitFor } from '@testing-library/react';
import { renderAppAt } from '../test/render-app';

const ownerHeading = () => screen.findByRole('heading', { level: 1 });

test('/ redirects to /de and replaces the history entry', async () => {
  const entriesBefore = window.history.length;
  await renderAppAt('/');
  expect(window.location.pathname).toBe('/de');
  expect(window.history.length).toBe(entriesBefore);
});

test('/en shows the site in English', async () => {
  await renderAppAt('/en');
  await ownerHeading();
  expect(screen.getByText('Information Engineer', { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Contact Me' })).toBeInTheDocument();
  await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
});

test('/de shows the site in German', async () => {
  await renderAppAt('/de');
  await ownerHeading();
  expect(screen.getByRole('link', { name: 'Kontakt aufnehmen' })).toBeInTheDocument();
  await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'de'));
});

test('/en/some/deeper/path still shows the English site', async () => {
  await renderAppAt('/en/some/deeper/path');
  expect(window.location.pathname).toBe('/en/some/deeper/path');
  expect(await screen.findByRole('link', { name: 'About me' })).toBeInTheDocument();
});

test.each(['/fr', '/fr/about', '/anything', '/EN'])('%s redirects to /de', async (path) => {
  await renderAppAt(path);
  expect(window.location.pathname).toBe('/de');
  expect(await screen.findByRole('link', { name: 'Über mich' })).toBeInTheDocument();
});

test('the document title and meta description come from common.json in the URL language', async () => {
  const meta = document.createElement('meta');
  meta.name = 'description';
  document.head.append(meta);
  await renderAppAt('/en');
  await waitFor(() =>
    expect(document.title).toBe('Charles Bauer – Software Developer & Information Engineer'),
  );
  expect(meta.content).toMatch(/^Freelance software developer and Information Engineering student/);
  meta.remove();
});
