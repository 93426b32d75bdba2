import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';

type ExternalLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'target' | 'rel'>;

/** A link to another site: new tab, no opener, no referrer, and it says so to screen readers. */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  const { t } = useTranslation('common');
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('newTab')}</span>
    </a>
  );
}
