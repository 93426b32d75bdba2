import { useTranslation } from 'react-i18next';
import { fieldErrorId, type FieldErrorKey } from './use-field-errors';

/** The message under a field the browser found invalid (use-field-errors.ts), in the page's language. */
export function FieldError({ fieldId, error }: { fieldId: string; error?: FieldErrorKey }) {
  const { t } = useTranslation('contact');
  if (!error) return null;
  return (
    <p id={fieldErrorId(fieldId)} className="contact__error">
      {error === 'emailFormat'
        ? t('validation.emailFormat', { format: t('formats.email') })
        : t(`validation.${error}`)}
    </p>
  );
}
