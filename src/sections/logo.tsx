import { useTranslation } from 'react-i18next';
import { SectionLink } from '../routing/section-link';
import { useSitePage } from '../routing/use-site-page';
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

/** The full logo (wide screens) and the compact mobile logo; both lead to the home page's top. */
export function Logos() {
  const { t } = useTranslation(['nav', 'hero']);
  // On the home page the logo scrolls to the top; on the legal pages it leads to the home page.
  const onHome = useSitePage().page === '';
  const label = t(onHome ? 'nav:home' : 'nav:homePage', { name: owner.name });
  return (
    <>
      <SectionLink className="logo logo--full" section="top" aria-label={label}>
        <LogoMark />
        <span className="logo__text">
          <span className="logo__name">{owner.name}</span>
          <span className="logo__role">{t('hero:title')}</span>
        </span>
      </SectionLink>
      <SectionLink className="logo logo--mobile" section="top" aria-label={label}>
        <LogoMark />
        <span className="logo__name">{owner.name}</span>
      </SectionLink>
    </>
  );
}
