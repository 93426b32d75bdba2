import { applyTheme, readTheme, saveTheme, THEME_STORAGE_KEY } from './theme';

function themeColorMetas() {
  document.head.innerHTML =
    '<meta name="theme-color" content="#4338ca" media="(prefers-color-scheme: light)" data-scheme="light">' +
    '<meta name="theme-color" content="#0e1017" media="(prefers-color-scheme: dark)" data-scheme="dark">';
  const [light, dark] = document.head.querySelectorAll('meta');
  if (!light || !dark) throw new Error('no metas');
  return { light, dark };
}

beforeEach(() => {
  document.documentElement.removeAttribute('data-theme');
});

describe('the stored choice', () => {
  test('is "system" when nothing is stored', () => {
    expect(readTheme()).toBe('system');
  });

  test.each(['light', 'dark'] as const)('reads %s back', (theme) => {
    expect(saveTheme(theme)).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe(theme);
    expect(readTheme()).toBe(theme);
  });

  test('"system" keeps nothing in storage', () => {
    saveTheme('dark');
    saveTheme('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(Object.keys(localStorage)).toEqual([]);
  });

  test('a stored value that is no theme counts as "system"', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readTheme()).toBe('system');
  });

  test('storage that throws (disabled, sandboxed) means "system", and saving says it failed', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(readTheme()).toBe('system');
      expect(saveTheme('dark')).toBe(false);
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });
});

describe('applying a theme', () => {
  test('marks <html> for the stylesheet', () => {
    applyTheme(document, 'dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  test('a chosen theme shows only its own bar colour', () => {
    const { light, dark } = themeColorMetas();
    applyTheme(document, 'dark');
    expect(dark).toHaveAttribute('media', 'all');
    expect(light).toHaveAttribute('media', 'not all');
    applyTheme(document, 'light');
    expect(light).toHaveAttribute('media', 'all');
    expect(dark).toHaveAttribute('media', 'not all');
  });

  test('"system" gives each colour back to its scheme', () => {
    const { light, dark } = themeColorMetas();
    applyTheme(document, 'dark');
    applyTheme(document, 'system');
    expect(light).toHaveAttribute('media', '(prefers-color-scheme: light)');
    expect(dark).toHaveAttribute('media', '(prefers-color-scheme: dark)');
  });
});

describe('the inline script (theme-early.ts)', () => {
  const runEarlyScript = () => jest.isolateModules(() => require('./theme-early'));

  test('puts the stored theme on <html> as it runs', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runEarlyScript();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  test('marks "system" when nothing is stored, so the switcher is shown', () => {
    runEarlyScript();
    expect(document.documentElement).toHaveAttribute('data-theme', 'system');
  });
});
