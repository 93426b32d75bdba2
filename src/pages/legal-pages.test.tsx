import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../test/render-app';

// jsdom does not scroll; the layout scrolls to the top when the page changes.
beforeEach(() => {
  window.scrollTo = () => {};
});

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
const legalNav = (name: 'Rechtliches' | 'Legal') =>
  screen.findByRole('navigation', { name }, { timeout: 3000 });

describe('Impressum / legal notice', () => {
  test('/de/legal shows the Impressum with the owner’s details from .env', async () => {
    await renderAppAt('/de/legal');
    await h1('Impressum');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/§ 5 Digitale-Dienste-Gesetz/)).toBeInTheDocument();
    for (const line of ['Charles Tech', 'Musterstraße 12', '12345 Musterstadt', 'Deutschland']) {
      expect(screen.getByText(line)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: '+49 123 4567890' })).toHaveAttribute(
      'href',
      'tel:+491234567890',
    );
    expect(screen.getByRole('link', { name: 'hello@charles-tech.example' })).toHaveAttribute(
      'href',
      'mailto:hello@charles-tech.example',
    );
    expect(screen.getByText(/§ 18 Abs. 2 Medienstaatsvertrag.*Charles Bauer/)).toBeInTheDocument();
    expect(screen.getByText(/nicht bereit und nicht verpflichtet.*§ 36 VSBG/)).toBeInTheDocument();
  });

  test('without a configured VAT ID there is no VAT line, and no link to the closed ODR platform', async () => {
    await renderAppAt('/de/legal');
    await h1('Impressum');
    expect(screen.queryByRole('heading', { name: /Umsatzsteuer/ })).not.toBeInTheDocument();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => /ec\.europa\.eu|odr/i.test(href))).toEqual([]);
  });

  test('/en/legal is the English legal notice with the country in English', async () => {
    await renderAppAt('/en/legal');
    await h1('Legal notice');
    expect(screen.getByText('Germany')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Legal notice – Charles Bauer'));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
  });
});

describe('Datenschutzerklärung / privacy notice', () => {
  test('/en/privacy states retention, the built-in assistant and the language key', async () => {
    await renderAppAt('/en/privacy');
    await h1('Privacy notice');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const part of ['Controller', 'Contact form', 'AI assistant (chat)', 'Your rights']) {
      expect(screen.getByRole('heading', { level: 2, name: part })).toBeInTheDocument();
    }
    expect(
      screen.getByText(/deleted from the server’s database 180 days after/),
    ).toBeInTheDocument();
    expect(screen.getByText(/at most 8 messages in total/)).toBeInTheDocument();
    expect(screen.getByText(/runs on this website’s server only/)).toBeInTheDocument();
    expect(screen.getByText(/under the key “language”/)).toBeInTheDocument();
    expect(screen.getByText(/does not log your IP address/)).toBeInTheDocument();
    expect(screen.getByText(/Last updated:/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Privacy notice – Charles Bauer'));
  });

  test('/de/privacy names the controller from .env and the rights under Art. 15–21 and 77', async () => {
    await renderAppAt('/de/privacy');
    await h1('Datenschutzerklärung');
    expect(screen.getByRole('heading', { level: 2, name: 'Verantwortlicher' })).toBeInTheDocument();
    expect(screen.getByText('Musterstraße 12')).toBeInTheDocument();
    expect(screen.getByText('12345 Musterstadt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@charles-tech.example' })).toBeInTheDocument();
    expect(screen.getByText(/Art. 77 DSGVO/)).toBeInTheDocument();
    expect(screen.getByText(/Widerspruch gegen Verarbeitungen/)).toBeInTheDocument();
    expect(screen.getByText(/§ 25 Abs. 2 Nr. 2 TDDDG/)).toBeInTheDocument();
  });
});

describe('reaching the legal pages', () => {
  test.each(['/de', '/de/legal', '/de/privacy', '/de/unknown/sub/path'])(
    'the footer of %s links to both legal pages',
    async (url) => {
      await renderAppAt(url);
      const nav = await legalNav('Rechtliches');
      expect(within(nav).getByRole('link', { name: 'Impressum' })).toHaveAttribute(
        'href',
        '/de/legal',
      );
      expect(within(nav).getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
        'href',
        '/de/privacy',
      );
    },
  );

  test('following the footer link from the home page opens the privacy notice', async () => {
    const user = userEvent.setup();
    await renderAppAt('/en');
    const nav = await legalNav('Legal');
    await user.click(within(nav).getByRole('link', { name: 'Privacy notice' }));
    await h1('Privacy notice');
    expect(window.location.pathname).toBe('/en/privacy');
  });

  test('the language switch keeps the page: /de/legal ↔ /en/legal, with the title', async () => {
    const user = userEvent.setup();
    await renderAppAt('/de/legal');
    await h1('Impressum');
    await user.click(screen.getByRole('button', { name: /^EN\b/ }));
    await h1('Legal notice');
    expect(window.location.pathname).toBe('/en/legal');
    await waitFor(() => expect(document.title).toBe('Legal notice – Charles Bauer'));
    await user.click(screen.getByRole('button', { name: /^DE\b/ }));
    await h1('Impressum');
    expect(window.location.pathname).toBe('/de/legal');
    await waitFor(() => expect(document.title).toBe('Impressum – Charles Bauer'));
  });

  test('from a legal page the header’s section links lead to the home page sections', async () => {
    const user = userEvent.setup();
    await renderAppAt('/de/privacy');
    await h1('Datenschutzerklärung');
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Über mich' })).toHaveAttribute(
      'href',
      '/de#about',
    );
    expect(within(nav).getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute(
      'href',
      '/de#contact',
    );
    await user.click(within(nav).getByRole('link', { name: 'Über mich' }));
    expect(window.location.pathname).toBe('/de');
    expect(window.location.hash).toBe('#about');
    expect(
      await screen.findByRole('region', { name: 'Über mich' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  test('on the home page the section links stay in-page anchors', async () => {
    await renderAppAt('/en');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'About me' })).toHaveAttribute('href', '#about');
  });
});
