import { Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PageLink } from '../routing/page-link';
import { sendContact } from '../lib/api-client';
import { submissionKeys } from '../lib/idempotency-key';
import { useNotify } from '../notices/use-notify';
import { useWithdrawNotice } from '../notices/use-withdraw-notice';
import { API_PATHS, type ContactMessage } from '../shared/api-contract';
import { DEFAULT_LANGUAGE, isLanguage } from '../shared/languages';
import {
  CONTACT_EMAIL_MAX_CHARS,
  CONTACT_MESSAGE_MAX_CHARS,
  CONTACT_NAME_MAX_CHARS,
  CONTACT_PHONE_MAX_CHARS,
} from '../shared/limits';
import { FieldError } from './field-error';
import { useContactDraft } from './use-contact-draft';
import { useFieldErrors } from './use-field-errors';
import './contact-section.css';

/** An address with a dot in its domain, as the server checks it (the browser's own check does not). */
const EMAIL_PATTERN = '[^@\\s]+@[^@\\s]+\\.[^@\\s]{2,}';
/** Anything but spaces alone. */
const SOMETHING_PATTERN = '.*\\S.*';

/** The four fields as the visitor typed them (FormData gives '' for an empty field). */
function readFields(form: HTMLFormElement): ContactMessage {
  const data = new FormData(form);
  const field = (name: keyof ContactMessage) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: field('name'),
    phone: field('phone'),
    email: field('email'),
    message: field('message'),
  };
}

/** When the form was first shown: page load for prerendered HTML, so early typing counts. */
function pageShownAt(): number {
  return typeof performance !== 'undefined' && performance.timeOrigin
    ? performance.timeOrigin
    : Date.now();
}

export function ContactSection() {
  const { t, i18n } = useTranslation('contact');
  const lng = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const notify = useNotify();
  const withdrawNotice = useWithdrawNotice();
  const { errors, fieldProps, recheck } = useFieldErrors();
  // The fields are uncontrolled: the page is prerendered, and what a visitor types before the
  // script hydrates the form must survive hydration. Only the counter needs the message length.
  const [messageLength, setMessageLength] = useState(0);
  const [sending, setSending] = useState(false);
  // The state update lands a render later; the ref stops a second submit at once.
  const inFlight = useRef(false);
  const shownAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const messageField = useRef<HTMLTextAreaElement>(null);
  const keys = useRef(submissionKeys());
  const form = useRef<HTMLFormElement>(null);
  // A question the assistant passes on fills the message; the visitor still sends it.
  useContactDraft(form, { onMessageChange: setMessageLength, recheck });

  useEffect(() => {
    shownAt.current = pageShownAt();
    setMessageLength(messageField.current?.value.length ?? 0);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    inFlight.current = true;
    setSending(true);
    withdrawNotice(); // the last send's outcome is over; this one brings its own
    try {
      const fields = readFields(form);
      const result = await sendContact(
        {
          ...fields,
          website: honeypot.current?.value ?? '',
          elapsedMs: Date.now() - shownAt.current,
        },
        keys.current.keyFor(fields),
      );
      if (result.success) {
        keys.current.forget();
        notify(
          result.message
            ? { tone: 'success', text: result.message }
            : { tone: 'success', ns: 'contact', key: 'success' },
        );
        form.reset();
        setMessageLength(0);
        shownAt.current = Date.now();
      } else {
        notify({ tone: 'error', ns: 'contact', key: 'fail' });
      }
    } catch (error) {
      console.error(error);
      notify({ tone: 'error', ns: 'contact', key: 'error' });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <section id="contact" className="section" aria-labelledby="contact-title">
      <div className="container contact">
        <div className="contact__intro">
          <p className="eyebrow">{t('eyebrow')}</p>
          <h2 id="contact-title" className="section-title">
            {t('title')}
          </h2>
          <p className="section-lead">{t('description')}</p>
          {/*
           * The outcome of a send without JavaScript: the form posts the browser's way and the
           * server answers with this page at #contact-sent or #contact-failed, which CSS alone
           * shows (:target). With JavaScript the outcome is a notice, as the spec says.
           */}
          <p id="contact-sent" className="contact__outcome contact__outcome--sent" tabIndex={-1}>
            {t('success')}
          </p>
          <p
            id="contact-failed"
            className="contact__outcome contact__outcome--failed"
            tabIndex={-1}
          >
            {t('fail')}
          </p>
        </div>

        {/* method and action are for the page without JavaScript; the script sends JSON itself. */}
        <form
          ref={form}
          className="card contact__form"
          aria-labelledby="contact-title"
          method="post"
          action={API_PATHS.sendEmail}
          onSubmit={submit}
        >
          <input type="hidden" name="lng" value={lng} />
          <div className="contact__row">
            <div className="contact__field">
              <label htmlFor="contact-name">{t('labels.name')}</label>
              <input
                id="contact-name"
                name="name"
                type="text"
                autoComplete="name"
                required
                // The server wants more than spaces; the browser says so before sending.
                pattern={SOMETHING_PATTERN}
                title={t('formats.text')}
                maxLength={CONTACT_NAME_MAX_CHARS}
                placeholder={t('placeholders.name')}
                {...fieldProps('name', 'contact-name')}
              />
              <FieldError fieldId="contact-name" error={errors.name} />
            </div>
            <div className="contact__field">
              <label htmlFor="contact-email">{t('labels.email')}</label>
              <input
                id="contact-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                // type=email takes "name@host"; the server (and a mail system) wants a domain.
                pattern={EMAIL_PATTERN}
                title={t('formats.email')}
                maxLength={CONTACT_EMAIL_MAX_CHARS}
                placeholder={t('placeholders.email')}
                {...fieldProps('email', 'contact-email')}
              />
              <FieldError fieldId="contact-email" error={errors.email} />
            </div>
          </div>
          <div className="contact__field">
            <label htmlFor="contact-phone">{t('labels.phone')}</label>
            <input
              id="contact-phone"
              name="phone"
              type="text"
              inputMode="tel"
              autoComplete="tel"
              required
              pattern={SOMETHING_PATTERN}
              title={t('formats.text')}
              maxLength={CONTACT_PHONE_MAX_CHARS}
              placeholder={t('placeholders.phone')}
              {...fieldProps('phone', 'contact-phone')}
            />
            <FieldError fieldId="contact-phone" error={errors.phone} />
          </div>
          <div className="contact__field">
            <label htmlFor="contact-message">{t('labels.message')}</label>
            <textarea
              id="contact-message"
              name="message"
              rows={6}
              required
              maxLength={CONTACT_MESSAGE_MAX_CHARS}
              placeholder={t('placeholders.message')}
              {...fieldProps('message', 'contact-message', 'contact-message-counter')}
              ref={messageField}
              onChange={(event) => setMessageLength(event.target.value.length)}
            />
            <FieldError fieldId="contact-message" error={errors.message} />
            <span id="contact-message-counter" className="contact__counter">
              {t('counter', { count: messageLength, max: CONTACT_MESSAGE_MAX_CHARS })}
            </span>
          </div>

          {/* A trap for bots: hidden from people and assistive tech, so only a bot fills it in. */}
          <div className="contact__trap" aria-hidden="true">
            <label htmlFor="contact-website">{t('labels.website')}</label>
            <input
              ref={honeypot}
              id="contact-website"
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>

          <p className="contact__privacy">
            <Trans
              t={t}
              i18nKey="privacyNote"
              components={{ privacy: <PageLink page="privacy" /> }}
            />
          </p>
          <div className="contact__actions">
            <p className="contact__required">{t('required')}</p>
            <button
              type="submit"
              className="button button--primary contact__submit"
              // aria-disabled, not disabled: a disabled button drops the keyboard focus to the
              // page; submit() ignores a second press while the first is on its way.
              aria-disabled={sending || undefined}
              aria-busy={sending}
            >
              <span>{sending ? t('sending') : t('submit')}</span>
              <Send aria-hidden="true" focusable="false" />
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
