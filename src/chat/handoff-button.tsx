import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useInRouterContext, useNavigate } from 'react-router';
import { useSitePage } from '../routing/use-site-page';
import { offerContactDraft } from '../lib/contact-draft';
import { owner } from '../lib/owner';

interface HandoffButtonProps {
  id: string;
  /** What goes into the contact form's message field. */
  message: string;
  /** Closes the box and leaves focus where the visitor is going. */
  onLeave: () => void;
}

/** The button speaks of the owner as the visitor would: by his first name. */
const ownerFirstName = owner.name.split(' ')[0] || owner.name;

function HandoffView({ id, onPress }: { id: string; onPress: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <>
      <button
        type="button"
        className="chat-offers__handoff"
        aria-describedby={`${id}-note`}
        onClick={onPress}
      >
        <Mail aria-hidden="true" focusable="false" />
        <span>{t('handoff', { name: ownerFirstName })}</span>
      </button>
      <p id={`${id}-note`} className="chat-offers__note">
        {t('handoffNote')}
      </p>
    </>
  );
}

/** Off the home page the form is not there: the draft waits while the home page's #contact opens. */
function RoutedHandoffButton({ id, message, onLeave }: HandoffButtonProps) {
  const { lng } = useSitePage();
  const navigate = useNavigate();
  return (
    <HandoffView
      id={id}
      onPress={() => {
        onLeave();
        if (!offerContactDraft(message)) void navigate(`/${lng}#contact`);
      }}
    />
  );
}

function PlainHandoffButton({ id, message, onLeave }: HandoffButtonProps) {
  return (
    <HandoffView
      id={id}
      onPress={() => {
        onLeave();
        offerContactDraft(message);
      }}
    />
  );
}

/**
 * "Send this question to Charles": closes the chat and puts the question into the contact
 * form (src/lib/contact-draft.ts), which shows it and focuses its first empty field. Nothing
 * is sent: the visitor completes the form and sends it as any other message.
 */
export function HandoffButton(props: HandoffButtonProps) {
  return useInRouterContext() ? (
    <RoutedHandoffButton {...props} />
  ) : (
    <PlainHandoffButton {...props} />
  );
}
