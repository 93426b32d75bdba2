import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_PATTERN, SOMETHING_PATTERN } from '../shared/contact-rules';
import {
  CONTACT_EMAIL_MAX_CHARS,
  CONTACT_NAME_MAX_CHARS,
  CONTACT_PHONE_MAX_CHARS,
} from '../shared/limits';
import { FieldError } from './field-error';
import type { ContactField as FieldName, FieldChecks } from './use-field-errors';

/** What every field's control carries: its id and name, required, its placeholder, its check. */
export type ControlProps = {
  id: string;
  name: FieldName;
  required: true;
  placeholder: string;
} & ReturnType<FieldChecks['fieldProps']>;

interface ContactFieldProps {
  name: FieldName;
  checks: FieldChecks;
  /** The id of what else describes the control (rendered in `after`). */
  describedBy?: string;
  after?: ReactNode;
  /** The control itself, given the props every field shares. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * One field of the contact form: its label, its control and the message the check shows under
 * it (use-field-errors.ts), tied together by ids: `contact-<name>`, `contact-<name>-error`.
 */
export function ContactField({ name, checks, describedBy, after, children }: ContactFieldProps) {
  const { t } = useTranslation('contact');
  const id = `contact-${name}`;
  return (
    <div className="contact__field">
      <label htmlFor={id}>{t(`labels.${name}`)}</label>
      {children({
        id,
        name,
        required: true,
        placeholder: t(`placeholders.${name}`),
        ...checks.fieldProps(name, id, describedBy),
      })}
      <FieldError fieldId={id} error={checks.errors[name]} />
      {after}
    </div>
  );
}

type LineFieldName = Exclude<FieldName, 'message'>;

/**
 * What the browser checks in each one-line field (the same rules hold without JavaScript): the
 * server wants more than spaces in a name and a phone number, and a domain in an address
 * (type=email alone takes "name@host"). `format` names the hint under contact.json's formats.
 */
const LINE_FIELDS: Record<
  LineFieldName,
  { format: 'text' | 'email'; input: InputHTMLAttributes<HTMLInputElement> }
> = {
  name: {
    format: 'text',
    input: {
      type: 'text',
      autoComplete: 'name',
      pattern: SOMETHING_PATTERN,
      maxLength: CONTACT_NAME_MAX_CHARS,
    },
  },
  email: {
    format: 'email',
    input: {
      type: 'email',
      autoComplete: 'email',
      pattern: EMAIL_PATTERN,
      maxLength: CONTACT_EMAIL_MAX_CHARS,
    },
  },
  phone: {
    format: 'text',
    input: {
      type: 'text',
      inputMode: 'tel',
      autoComplete: 'tel',
      pattern: SOMETHING_PATTERN,
      maxLength: CONTACT_PHONE_MAX_CHARS,
    },
  },
};

/** A one-line field: name, e-mail or phone. */
export function LineField({ name, checks }: { name: LineFieldName; checks: FieldChecks }) {
  const { t } = useTranslation('contact');
  const { format, input } = LINE_FIELDS[name];
  return (
    <ContactField name={name} checks={checks}>
      {(control) => <input {...control} {...input} title={t(`formats.${format}`)} />}
    </ContactField>
  );
}
