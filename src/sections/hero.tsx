import { Code2, Download, Github, Globe, Linkedin, Server, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { owner } from '../lib/owner';
import { usePageLanguage } from '../lib/use-page-language';
import { ExternalLink } from './external-link';
import './hero.css';

/** Decorative: the monogram with the four kinds of work orbiting it. */
function HeroVisual() {
  const initials = owner.name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2);
  return (
    <div className="hero__visual" aria-hidden="true">
      <div className="hero__orbit">
        <span className="hero__monogram">{initials}</span>
        <span className="hero__chip hero__chip--1">
          <Code2 size={22} />
        </span>
        <span className="hero__chip hero__chip--2">
          <Globe size={22} />
        </span>
        <span className="hero__chip hero__chip--3">
          <Server size={22} />
        </span>
        <span className="hero__chip hero__chip--4">
          <Wrench size={22} />
        </span>
      </div>
    </div>
  );
}

export function Hero() {
  const { t } = useTranslation('hero');
  const lng = usePageLanguage();
  return (
    <section className="hero" id="top" aria-labelledby="hero-name">
      <div className="container hero__inner">
        <div className="hero__content">
          <p className="hero__badge">
            <span className="hero__badge-dot" aria-hidden="true" />
            {t('availability')}
          </p>
          <p className="hero__greeting">{t('greeting')}</p>
          <h1 className="hero__name" id="hero-name">
            {owner.name}
          </h1>
          <p className="hero__title">{t('title')}</p>
          <p className="hero__intro">{t('intro')}</p>
          <p className="hero__location">{t('location')}</p>
          <div className="hero__actions">
            <a className="button button--primary" href={owner.cvFiles[lng]} download>
              <Download size={18} aria-hidden="true" />
              {t('cv')}
            </a>
            <ul className="hero__profiles" aria-label={t('profiles')}>
              <li>
                {/* The name as hidden text, not aria-label, so the link's "opens in a new tab" is read too. */}
                <ExternalLink className="icon-button" href={owner.linkedinUrl}>
                  <Linkedin size={20} aria-hidden="true" />
                  <span className="visually-hidden">{t('linkedin', { name: owner.name })}</span>
                </ExternalLink>
              </li>
              <li>
                {/* The name as hidden text, not aria-label, so the link's "opens in a new tab" is read too. */}
                <ExternalLink className="icon-button" href={owner.githubUrl}>
                  <Github size={20} aria-hidden="true" />
                  <span className="visually-hidden">{t('github', { name: owner.name })}</span>
                </ExternalLink>
              </li>
            </ul>
          </div>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}
