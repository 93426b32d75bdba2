import { Trans, useTranslation } from 'react-i18next';
import { PageLink } from '../routing/page-link';
import { useDocumentMeta } from '../lib/use-document-meta';
import { useSitePage } from '../routing/use-site-page';
import { owner } from '../lib/owner';
import { telHref } from '../shared/reply-links';
import { OwnerAddress } from './owner-address';
import './legal-text.css';

/** Impressum / legal notice (§ 5 DDG), every fact from the owner's configuration (.env). */
export function LegalPage() {
  const { t } = useTranslation('legal');
  const { lng } = useSitePage();
  useDocumentMeta(
    t('meta.title', { name: owner.name }),
    t('meta.description', { name: owner.name }),
  );
  const responsible = owner.contentResponsible || owner.name;

  return (
    <div id="top" className="container legal-text">
      <h1 className="section-title">{t('title')}</h1>
      <p className="legal-text__lead">{t('lead')}</p>

      <section>
        <h2>{t('provider.title')}</h2>
        <OwnerAddress lng={lng} />
      </section>

      <section>
        <h2>{t('contact.title')}</h2>
        <dl className="legal-text__facts">
          {owner.phone && (
            <div>
              <dt>{t('contact.phone')}</dt>
              <dd>
                <a href={telHref(owner.phone)}>{owner.phone}</a>
              </dd>
            </div>
          )}
          <div>
            <dt>{t('contact.email')}</dt>
            <dd>
              <a href={`mailto:${owner.email}`}>{owner.email}</a>
            </dd>
          </div>
        </dl>
      </section>

      {owner.vatId && (
        <section>
          <h2>{t('vat.title')}</h2>
          <p>
            {t('vat.text')} {owner.vatId}
          </p>
        </section>
      )}

      <section>
        <h2>{t('responsible.title')}</h2>
        <p>
          {t('responsible.text')} {responsible}, {t('responsible.address')}
        </p>
      </section>

      <section>
        <h2>{t('disputes.title')}</h2>
        <p>{t('disputes.text')}</p>
      </section>

      <p className="legal-text__note">
        <Trans t={t} i18nKey="privacyHint" components={{ privacy: <PageLink page="privacy" /> }} />
      </p>
    </div>
  );
}
