import { Menu, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionLink } from '../routing/section-link';
import { useTheme } from '../theme/use-theme';
import { LanguageSwitcher } from './language-switcher';
import { Logos } from './logo';
import { ThemeSwitcher } from './theme-switcher';
import { useMobileMenu } from './use-mobile-menu';
import './header.css';

const MOBILE_MENU_ID = 'mobile-menu';

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('nav');
  return (
    <>
      <ul className="nav-links">
        <li>
          <SectionLink section="about" onClick={onNavigate}>
            {t('about')}
          </SectionLink>
        </li>
        <li>
          <SectionLink section="skills" onClick={onNavigate}>
            {t('skills')}
          </SectionLink>
        </li>
        <li>
          <SectionLink section="portfolio" onClick={onNavigate}>
            {t('portfolio')}
          </SectionLink>
        </li>
      </ul>
      <SectionLink
        className="button button--primary button--small nav-contact"
        section="contact"
        onClick={onNavigate}
      >
        {t('contact')}
      </SectionLink>
    </>
  );
}

export function Header() {
  const { t } = useTranslation(['nav', 'common']);
  const menu = useMobileMenu();
  const [theme, chooseTheme] = useTheme();

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      <div className="container site-header__bar">
        <Logos />
        <nav className="primary-nav" aria-label={t('nav:label')}>
          <NavLinks />
        </nav>
        <div className="site-header__actions">
          <ThemeSwitcher theme={theme} onChoose={chooseTheme} compact />
          <LanguageSwitcher />
          <button
            ref={menu.toggleRef}
            type="button"
            className="icon-button menu-toggle"
            aria-expanded={menu.open}
            aria-controls={MOBILE_MENU_ID}
            aria-label={t('nav:menu')}
            onClick={menu.toggle}
          >
            {menu.open ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          </button>
        </div>
      </div>
      <div ref={menu.menuRef} id={MOBILE_MENU_ID} className="mobile-menu" hidden={!menu.open}>
        <nav className="container" aria-label={t('nav:menu')}>
          <NavLinks onNavigate={menu.close} />
        </nav>
        {/* Rendered while open only: the prerendered page need not carry it. */}
        {menu.open && (
          <div className="container mobile-menu__theme">
            <ThemeSwitcher theme={theme} onChoose={chooseTheme} />
          </div>
        )}
      </div>
    </header>
  );
}
