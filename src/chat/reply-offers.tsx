import { useTranslation } from 'react-i18next';
import type { ChatChoice, ChatHandoff } from '../shared/api-contract';
import { HandoffButton } from './handoff-button';

interface ReplyOffersProps {
  id: string;
  choices?: readonly ChatChoice[];
  handoff?: ChatHandoff;
  /** Sends a question as the visitor's next message. */
  onAsk: (question: string) => void;
  onLeave: () => void;
}

/**
 * What the newest reply offers besides its text: the questions the assistant thinks the
 * visitor may have meant, and passing the question on to the owner. Outside the live log,
 * which announces the conversation and nothing else.
 */
export function ReplyOffers({ id, choices = [], handoff, onAsk, onLeave }: ReplyOffersProps) {
  const { t } = useTranslation('chat');
  if (choices.length === 0 && !handoff) return null;
  return (
    <div className="chat-offers">
      {choices.length > 0 && (
        <div role="group" className="chat-offers__choices" aria-label={t('choices')}>
          {choices.map((choice, index) => (
            <button
              key={index}
              type="button"
              className="chat-offers__choice"
              onClick={() => onAsk(choice.ask)}
            >
              {choice.label}
            </button>
          ))}
        </div>
      )}
      {handoff && (
        <HandoffButton id={`${id}-handoff`} message={handoff.message} onLeave={onLeave} />
      )}
    </div>
  );
}
