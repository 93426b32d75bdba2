import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '../lib/use-document-meta';
import { useSitePage } from '../routing/use-site-page';
import { owner, privacy } from '../lib/owner';
import { LANGUAGE_STORAGE_KEY } from '../shared/languages';
import { CHAT_HISTORY_LIMIT } from '../shared/limits';
import { THEME_STORAGE_KEY } from '../theme/theme';
import { telHref } from '../shared/reply-links';
import { OwnerAddress } from './owner-address';
import './legal-text.css';

function List({ items }: { items: string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * Datenschutzerklärung / privacy notice. Every promise in it is kept by the code:
 * server/src/app.ts (what is logged), retention.ts, rate-limit-store.ts and the
 * chat route (nothing stored). Change the text and the code together.
 */
export function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const { lng } = useSitePage();
  useDocumentMeta(
    t('meta.title', { name: owner.name }),
    t('meta.description', { name: owner.name }),
  );
  const list = (
    key: 'summary.items' | 'logs.items' | 'contactForm.items' | 'noTracking.items' | 'rights.items',
  ) => t(key, { returnObjects: true });

  return (
    <div id="top" className="container legal-text">
      <h1 className="section-title">{t('title')}</h1>
      <p className="legal-text__lead">{t('updated')}</p>

      <section>
        <h2>{t('summary.title')}</h2>
        <List items={list('summary.items')} />
      </section>

      <section>
        <h2>{t('controller.title')}</h2>
        <p>{t('controller.text')}</p>
        <OwnerAddress lng={lng} />
        <dl className="legal-text__facts">
          <div>
            <dt>{t('controller.email')}</dt>
            <dd>
              <a href={`mailto:${owner.email}`}>{owner.email}</a>
            </dd>
          </div>
          {owner.phone && (
            <div>
              <dt>{t('controller.phone')}</dt>
              <dd>
                <a href={telHref(owner.phone)}>{owner.phone}</a>
              </dd>
            </div>
          )}
        </dl>
        <p>{t('controller.dpo')}</p>
      </section>

      <section>
        <h2>{t('logs.title')}</h2>
        <p>{t('logs.text')}</p>
        <List items={list('logs.items')} />
        <p>{t('logs.notLogged')}</p>
        <p>{t('logs.legalBasis')}</p>
        <p>
          {privacy.hostingProvider
            ? t('logs.hostNamed', { host: privacy.hostingProvider })
            : t('logs.hostGeneric')}
        </p>
        <p>{t('logs.rateLimit')}</p>
      </section>

      <section>
        <h2>{t('contactForm.title')}</h2>
        <p>{t('contactForm.text')}</p>
        <List items={list('contactForm.items')} />
        <p>{t('contactForm.purpose')}</p>
        <p>{t('contactForm.legalBasis')}</p>
        <p>{t('contactForm.storage')}</p>
        <p>{t('contactForm.retention', { count: privacy.contactRetentionDays })}</p>
      </section>

      <section>
        <h2>{t('assistant.title')}</h2>
        <p>{t('assistant.text')}</p>
        <p>{t('assistant.sent', { count: CHAT_HISTORY_LIMIT })}</p>
        <p>
          {privacy.chatProviderName
            ? t('assistant.provider', { provider: privacy.chatProviderName })
            : t('assistant.builtIn')}
        </p>
        <p>{t('assistant.notStored')}</p>
        <p>{t('assistant.legalBasis')}</p>
        <p>{t('assistant.advice')}</p>
      </section>

      <section>
        <h2>{t('storage.title')}</h2>
        <p>{t('storage.text', { key: LANGUAGE_STORAGE_KEY, themeKey: THEME_STORAGE_KEY })}</p>
        <p>{t('storage.legalBasis')}</p>
      </section>

      <section>
        <h2>{t('noTracking.title')}</h2>
        <p>{t('noTracking.text')}</p>
        <List items={list('noTracking.items')} />
        <p>{t('noTracking.links')}</p>
      </section>

      <section>
        <h2>{t('rights.title')}</h2>
        <p>{t('rights.text')}</p>
        <List items={list('rights.items')} />
        <p>{t('rights.withdrawal')}</p>
        <p>{t('rights.complaint')}</p>
        <p>{t('rights.contact', { email: owner.email })}</p>
        <p>{t('rights.automated')}</p>
      </section>
    </div>
  );
}
