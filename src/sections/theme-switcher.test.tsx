import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_STORAGE_KEY } from '../theme/theme';
import { renderAppAt } from '../test/render-app';

const root = document.documentElement;

beforeEach(() => root.removeAttribute('data-theme'));

/** The switcher in the bar (the menu's appears only while the menu is open). */
function barSwitcher(name = 'Theme') {
  const [bar] = screen.getAllByRole('group', { name });
  if (!bar) throw new Error('no theme switcher');
  return bar;
}

test('offers System, Light and Dark as toggle buttons; System by default', async () => {
  await renderAppAt('/en');
  const group = barSwitcher();
  for (const name of ['System', 'Light', 'Dark']) {
    expect(within(group).getByRole('button', { name })).toHaveAttribute(
      'aria-pressed',
      String(name === 'System'),
    );
  }
  expect(root).toHaveAttribute('data-theme', 'system');
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
});

test('choosing Dark shows it at once and remembers it next to the language', async () => {
  const user = userEvent.setup();
  await renderAppAt('/en');
  await user.click(within(barSwitcher()).getByRole('button', { name: 'Dark' }));
  expect(root).toHaveAttribute('data-theme', 'dark');
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  expect(localStorage.getItem('language')).toBe('en');
  expect(within(barSwitcher()).getByRole('button', { name: 'Dark' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(within(barSwitcher()).getByRole('button', { name: 'System' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('choosing System again forgets the choice', async () => {
  const user = userEvent.setup();
  localStorage.setItem(THEME_STORAGE_KEY, 'light');
  await renderAppAt('/en');
  await user.click(within(barSwitcher()).getByRole('button', { name: 'System' }));
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  expect(root).toHaveAttribute('data-theme', 'system');
});

test('a stored choice is shown as pressed and applied on the next visit', async () => {
  localStorage.setItem(THEME_STORAGE_KEY, 'light');
  await renderAppAt('/de');
  expect(within(barSwitcher('Farbschema')).getByRole('button', { name: 'Hell' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(root).toHaveAttribute('data-theme', 'light');
});

test('a choice made in another tab shows here too', async () => {
  await renderAppAt('/en');
  act(() => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
  });
  expect(root).toHaveAttribute('data-theme', 'dark');
  expect(within(barSwitcher()).getByRole('button', { name: 'Dark' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('with storage off a choice still holds for the page view', async () => {
  const user = userEvent.setup();
  await renderAppAt('/en');
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('quota', 'QuotaExceededError');
  });
  try {
    await user.click(within(barSwitcher()).getByRole('button', { name: 'Dark' }));
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(within(barSwitcher()).getByRole('button', { name: 'Dark' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  } finally {
    setItem.mockRestore();
  }
  await user.click(within(barSwitcher()).getByRole('button', { name: 'System' }));
  expect(root).toHaveAttribute('data-theme', 'system');
});

test('the mobile menu carries the switcher with its names written out', async () => {
  const user = userEvent.setup();
  await renderAppAt('/de');
  await user.click(screen.getByRole('button', { name: 'Menü' }));
  // The bar's switcher comes first, the menu's second.
  const group = screen.getAllByRole('group', { name: 'Farbschema' }).at(-1);
  if (!group) throw new Error('the menu has no theme switcher');
  await user.click(within(group).getByRole('button', { name: 'Dunkel' }));
  expect(within(group).getByText('Dunkel')).not.toHaveClass('visually-hidden');
  expect(root).toHaveAttribute('data-theme', 'dark');
  // Both switchers show the one choice.
  expect(within(barSwitcher('Farbschema')).getByRole('button', { name: 'Dunkel' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
