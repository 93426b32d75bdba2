import { ArrowUpRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { owner } from '../lib/owner';
import { ExternalLink } from './external-link';
import './portfolio.css';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Decorative: a tiny browser window sketching the client's site. */
function SitePreview() {
  return (
    <div className="site-preview" aria-hidden="true">
      <div className="site-preview__bar">
        <span className="site-preview__dots">
          <span />
          <span />
          <span />
        </span>
        <span className="site-preview__address">{hostOf(owner.clientSiteUrl)}</span>
      </div>
      <div className="site-preview__page">
        <span className="site-preview__nav" />
        <span className="site-preview__headline" />
        <span className="site-preview__line" />
        <span className="site-preview__line site-preview__line--short" />
        <span className="site-preview__button" />
        <span className="site-preview__tiles">
          <span />
          <span />
          <span />
        </span>
      </div>
    </div>
  );
}

export function Portfolio() {
  const { t } = useTranslation('portfolio');
  const tags = t('project.tags', { returnObjects: true });
  return (
    <section id="portfolio" className="section" aria-labelledby="portfolio-title">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">{t('eyebrow')}</p>
          <h2 className="section-title" id="portfolio-title">
            {t('title')}
          </h2>
          <p className="section-lead">{t('lead')}</p>
        </div>
        <article className="card project-card" aria-labelledby="project-client-site">
          <SitePreview />
          <div className="project-card__body">
            <p className="project-card__kind">{t('project.kind')}</p>
            <h3 className="project-card__name" id="project-client-site">
              {owner.clientSiteName}
            </h3>
            <p className="project-card__description">{t('project.description')}</p>
            <ul className="project-card__tags">
              {tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
            <ExternalLink className="project-card__link" href={owner.clientSiteUrl}>
              {t('project.visit')}
              <span className="visually-hidden">: {owner.clientSiteName}</span>
              <ArrowUpRight size={18} aria-hidden="true" />
            </ExternalLink>
          </div>
        </article>
        <p className="portfolio__more">
          <Sparkles size={18} aria-hidden="true" />
          {t('more')}
        </p>
      </div>
    </section>
  );
}
