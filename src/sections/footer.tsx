import { ArrowUp, Download, Github, Linkedin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../routing/page-link';
import { owner } from '../lib/owner';
import { usePageLanguage } from '../lib/use-page-language';
import { COPYRIGHT_YEAR } from '../shared/owner';
import { ExternalLink } from './external-link';
import './footer.css';

export function Footer() {
  const { t } = useTranslation('footer');
  const lng = usePageLanguage();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__top">
          <div className="site-footer__brand">
            <p className="site-footer__name">{owner.name}</p>
            <p className="site-footer__tagline">{t('tagline')}</p>
          </div>
          <ul className="site-footer__links" aria-label={t('links')}>
            <li>
              <ExternalLink href={owner.githubUrl}>
                <Github size={18} aria-hidden="true" />
                {t('github')}
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={owner.linkedinUrl}>
                <Linkedin size={18} aria-hidden="true" />
                {t('linkedin')}
              </ExternalLink>
            </li>
            <li>
              <a href={owner.cvFiles[lng]} download>
                <Download size={18} aria-hidden="true" />
                {t('cv')}
              </a>
            </li>
          </ul>
          {/* Every page has a #top: the hero at home, the text column on the legal pages. */}
          <a className="button button--secondary button--small site-footer__top-link" href="#top">
            <ArrowUp size={16} aria-hidden="true" />
            {t('backToTop')}
          </a>
        </div>
        <div className="site-footer__bottom">
          <p>{t('copyright', { year: COPYRIGHT_YEAR, name: owner.name })}</p>
          <p>{t('designCredit', { designer: owner.designCredit })}</p>
          <nav className="site-footer__legal" aria-label={t('legalNav')}>
            <ul>
              <li>
                <PageLink page="legal">{t('legal')}</PageLink>
              </li>
              <li>
                <PageLink page="privacy">{t('privacy')}</PageLink>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
