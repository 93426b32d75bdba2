import { useTranslation } from 'react-i18next';
import { THEMES, type Theme } from '../theme/theme';

/**
 * Lucide's monitor, sun and moon, each drawn as one path (stroke set in header.css): the
 * bar's icons are in every prerendered page, whose HTML must stay within one round trip.
 */
const ICON_PATHS: Record<Theme, string> = {
  system: 'M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 21h8m-4-4v4',
  light:
    'M8 12a4 4 0 1 0 8 0 4 4 0 1 0-8 0M12 2v2m0 16v2M4.93 4.93l1.41 1.41m11.32 11.32 1.41 1.41M2 12h2m16 0h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41',
  dark: 'M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401',
};

interface ThemeSwitcherProps {
  theme: Theme;
  onChoose: (theme: Theme) => void;
  /** Icons only (the bar), or icons with their names (the mobile menu). */
  compact?: boolean;
}

/**
 * System, light or dark: three toggle buttons like the language switcher's. The pressed
 * look comes from <html data-theme> (header.css), so the prerendered page shows the stored
 * choice before the app has started; aria-pressed follows once it has. Without a script
 * it is hidden: nothing could keep the choice.
 */
export function ThemeSwitcher({ theme, onChoose, compact = false }: ThemeSwitcherProps) {
  const { t } = useTranslation('common');
  return (
    <div
      className={`segmented theme-switcher${compact ? ' theme-switcher--compact' : ''}`}
      role="group"
      aria-label={t('theme.label')}
    >
      {THEMES.map((option) => {
        const name = t(`theme.${option}`);
        return (
          <button
            key={option}
            type="button"
            className="segmented__button"
            data-theme-choice={option}
            aria-pressed={theme === option}
            title={compact ? name : undefined}
            onClick={() => onChoose(option)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={ICON_PATHS[option]} />
            </svg>
            <span className={compact ? 'visually-hidden' : undefined}>{name}</span>
          </button>
        );
      })}
    </div>
  );
}
