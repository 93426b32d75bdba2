import { useTranslation } from 'react-i18next';
import { owner } from '../lib/owner';

const initials = owner.name
  .split(/\s+/)
  .map((word) => word.charAt(0))
  .join('')
  .slice(0, 2)
  .toUpperCase();

function LogoMark() {
  return (
    <span className="logo__mark" aria-hidden="true">
      {initials}
    </span>
  );
}

/** The full logo (wide screens) and the compact mobile logo; both lead to the page top. */
export function Logos() {
  const { t } = useTranslation(['nav', 'hero']);
  const label = t('nav:home', { name: owner.name });
  return (
    <>
      <a className="logo logo--full" href="#top" aria-label={label}>
        <LogoMark />
        <span className="logo__text">
          <span className="logo__name">{owner.name}</span>
          <span className="logo__role">{t('hero:title')}</span>
        </span>
      </a>
      <a className="logo logo--mobile" href="#top" aria-label={label}>
        <LogoMark />
        <span className="logo__name">{owner.name}</span>
      </a>
    </>
  );
}
