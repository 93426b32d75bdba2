import { useTranslation } from 'react-i18next';

export function Header() {
  const { t } = useTranslation('nav');
  return <header>{t('about')}</header>;
}
