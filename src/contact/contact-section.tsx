import { Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PageLink } from '../routing/page-link';
import { sendContact } from '../lib/api-client';
import { submissionKeys } from '../lib/idempotency-key';
import { usePageLanguage } from '../lib/use-page-language';
import { useNotify } from '../notices/use-notify';
import { useWithdrawNotice } from '../notices/use-withdraw-notice';
import { API_PATHS, type ContactMessage } from '../shared/api-contract';
import { CONTACT_MESSAGE_MAX_CHARS } from '../shared/limits';
import { ContactField, LineField } from './contact-field';
import { useContactDraft } from './use-contact-draft';
import { useFieldErrors } from './use-field-errors';
import './contact-section.css';

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
  const { t } = useTranslation('contact');
  const lng = usePageLanguage();
  const notify = useNotify();
  const withdrawNotice = useWithdrawNotice();
  const checks = useFieldErrors();
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
  useContactDraft(form, { onMessageChange: setMessageLength, recheck: checks.recheck });

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
            <LineField name="name" checks={checks} />
            <LineField name="email" checks={checks} />
          </div>
          <LineField name="phone" checks={checks} />
          <ContactField
            name="message"
            checks={checks}
            describedBy="contact-message-counter"
            after={
              <span id="contact-message-counter" className="contact__counter">
                {t('counter', { count: messageLength, max: CONTACT_MESSAGE_MAX_CHARS })}
              </span>
            }
          >
            {(control) => (
              <textarea
                {...control}
                rows={6}
                maxLength={CONTACT_MESSAGE_MAX_CHARS}
                ref={messageField}
                onChange={(event) => setMessageLength(event.target.value.length)}
              />
            )}
          </ContactField>

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
