import { ArrowUpRight, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { owner } from '../lib/owner';
import { ExternalLink } from './external-link';
import './promo.css';

/** The owner's tech-services business, with READ MORE leading to the professional profile. */
export function Promo() {
  const { t } = useTranslation('charlesTech');
  const highlights = t('highlights', { returnObjects: true });
  return (
    <section className="promo" aria-labelledby="promo-title">
      <div className="container">
        <div className="promo__card">
          <div className="promo__body">
            <p className="promo__eyebrow">
              {t('eyebrow')} · <span className="promo__business">{owner.businessName}</span>
            </p>
            <h2 className="promo__title" id="promo-title">
              {t('title')}
            </h2>
            <p className="promo__text">{t('text', { business: owner.businessName })}</p>
          </div>
          <div className="promo__aside">
            <ul className="promo__highlights">
              {highlights.map((item) => (
                <li key={item}>
                  <Check size={18} aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
            <ExternalLink className="button promo__cta" href={owner.linkedinUrl}>
              {t('readMore')}
              <span className="visually-hidden">
                {' '}
                {t('readMoreContext', { business: owner.businessName })}
              </span>
              <ArrowUpRight size={18} aria-hidden="true" />
            </ExternalLink>
          </div>
        </div>
      </div>
    </section>
  );
}
