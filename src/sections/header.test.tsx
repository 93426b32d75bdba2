import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../test/render-app';

const menuToggle = () => screen.getByRole('button', { name: 'Menu' });
const mobileMenu = () => screen.queryByRole('navigation', { name: 'Menu' });

describe('language switcher', () => {
  test.each(['/en', '/de'])(
    'on %s each button is found by its code (EN, DE), which begins its name, then the language in its own language',
    async (url) => {
      await renderAppAt(url);
      const group = screen.getByRole('group', { name: /choose language|sprache wählen/i });
      // What voice control matches ("click DE"): the visible code begins the name (WCAG 2.5.3).
      const english = within(group).getByRole('button', { name: /^EN\b/ });
      const german = within(group).getByRole('button', { name: /^DE\b/ });
      // What a screen reader says, "Deutsch" with German rules (lang) on an English page too.
      expect(english).toHaveAccessibleName('EN – English');
      expect(german).toHaveAccessibleName('DE – Deutsch');
      expect(english).toHaveAttribute('lang', 'en');
      expect(german).toHaveAttribute('lang', 'de');
      expect(
        within(group)
          .getAllByRole('button')
          .map((button) => button.lang),
      ).toEqual(['en', 'de']);
    },
  );

  test('marks the active language with aria-pressed', async () => {
    await renderAppAt('/de');
    expect(screen.getByRole('button', { name: /^DE\b/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^EN\b/ })).toHaveAttribute('aria-pressed', 'false');
  });

  test('switching rewrites only the language segment and keeps path, search and hash', async () => {
    const user = userEvent.setup();
    await renderAppAt('/de/projects/web?ref=card#skills');
    await user.click(screen.getByRole('button', { name: /^EN\b/ }));
    // The switch waits for the page's lazy code first (src/app/lazy-chunks.ts).
    await waitFor(() => expect(window.location.pathname).toBe('/en/projects/web'));
    expect(window.location.search).toBe('?ref=card');
    expect(window.location.hash).toBe('#skills');
  });

  test('switching changes the texts, aria-pressed, <html lang> and the document title', async () => {
    const user = userEvent.setup();
    await renderAppAt('/de');
    await user.click(screen.getByRole('button', { name: /^EN\b/ }));
    expect(await screen.findByRole('link', { name: 'Contact Me' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^EN\b/ })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
    await waitFor(() =>
      expect(document.title).toBe('Charles Bauer – Software Developer & Information Engineer'),
    );
  });

  test('switching back to German shows the German texts again', async () => {
    const user = userEvent.setup();
    await renderAppAt('/en');
    await user.click(screen.getByRole('button', { name: /^DE\b/ }));
    expect(await screen.findByRole('link', { name: 'Kontakt aufnehmen' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/de');
  });
});

describe('navigation', () => {
  test('the skip link to #main comes first in the tab order', async () => {
    const user = userEvent.setup();
    await renderAppAt('/en');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  test('the logo and the mobile logo both link to the page top', async () => {
    await renderAppAt('/en');
    const logos = screen.getAllByRole('link', { name: 'Charles Bauer – back to the top' });
    expect(logos).toHaveLength(2);
    logos.forEach((logo) => expect(logo).toHaveAttribute('href', '#top'));
  });

  test('on a legal page both logos are named for the home page they lead to', async () => {
    await renderAppAt('/de/legal');
    const logos = await screen.findAllByRole('link', { name: 'Charles Bauer – zur Startseite' });
    expect(logos).toHaveLength(2);
    logos.forEach((logo) => expect(logo.getAttribute('href')).toMatch(/^\/de(#top)?$/));
  });

  test('links to About me, Skills, Portfolio and Contact Me point at their sections', async () => {
    await renderAppAt('/en');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'About me' })).toHaveAttribute('href', '#about');
    expect(within(nav).getByRole('link', { name: 'Skills' })).toHaveAttribute('href', '#skills');
    expect(within(nav).getByRole('link', { name: 'Portfolio' })).toHaveAttribute(
      'href',
      '#portfolio',
    );
    expect(within(nav).getByRole('link', { name: 'Contact Me' })).toHaveAttribute(
      'href',
      '#contact',
    );
  });
});

describe('mobile menu', () => {
  test('is closed at first and the hamburger says so', async () => {
    await renderAppAt('/en');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menuToggle()).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(mobileMenu()).not.toBeInTheDocument();
  });

  test('the hamburger opens and closes it', async () => {
    const user = userEvent.setup();
    await renderAppAt('/en');
    await user.click(menuToggle());
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(mobileMenu()).toBeInTheDocument();
    await user.click(menuToggle());
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).not.toBeInTheDocument();
  });

  test('a click outside the menu closes it', async () => {
    const user = userEvent.setup();
    await renderAppAt('/en');
    await user.click(menuToggle());
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).not.toBeInTheDocument();
  });

  test('a click inside the menu does not close it', async () => {
    const user = userEvent.setup();
    await renderAppAt('/en');
    await user.click(menuToggle());
    await user.pointer({ keys: '[MouseLeft>]', target: mobileMenu() ?? undefined });
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
  });

  test('Escape closes it and returns focus to the hamburger', async () => {
    const user = userEvent.setup();
    await renderAppAt('/en');
    await user.click(menuToggle());
    await user.tab();
    expect(
      within(mobileMenu() ?? document.body).getByRole('link', { name: 'About me' }),
    ).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menuToggle()).toHaveFocus();
  });

  test('Tab past its last control closes it and leaves focus where it went', async () => {
    const user = userEvent.setup();
    await renderAppAt('/en');
    await user.click(menuToggle());
    // The four links, then the theme switcher (the menu's one): Dark is the last control.
    const menuTheme = screen.getAllByRole('group', { name: 'Theme' }).at(-1);
    if (!menuTheme) throw new Error('the menu has no theme switcher');
    const last = within(menuTheme).getByRole('button', { name: 'Dark' });
    for (let press = 0; press < 7; press += 1) await user.tab();
    expect(last).toHaveFocus();
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).not.toBeInTheDocument();
    // Focus went on into the page.
    const [firstInPage] = within(screen.getByRole('main')).getAllByRole('link');
    expect(firstInPage).toHaveFocus();
  });

  test('Shift+Tab from the hamburger to the language buttons closes it; back to the hamburger keeps it', async () => {
    const user = userEvent.setup();
    await renderAppAt('/en');
    await user.click(menuToggle());
    await user.tab();
    await user.tab({ shift: true });
    expect(menuToggle()).toHaveFocus();
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: /^DE\b/ })).toHaveFocus();
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  test('choosing a link closes it', async () => {
    const user = userEvent.setup();
    await renderAppAt('/en');
    await user.click(menuToggle());
    const menu = mobileMenu();
    if (!menu) throw new Error('the mobile menu did not open');
    await user.click(within(menu).getByRole('link', { name: 'Portfolio' }));
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).not.toBeInTheDocument();
  });
});
