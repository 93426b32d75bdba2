import { useEffect, useRef, type RefObject } from 'react';
import { takeContactDrafts } from '../lib/contact-draft';
import { CONTACT_MESSAGE_MAX_CHARS } from '../shared/limits';
import { CONTACT_FIELDS } from './use-field-errors';

/**
 * A question the assistant passes on (src/lib/contact-draft.ts) goes into the message field,
 * through the form's own code: the fields stay uncontrolled (the page is prerendered), so the
 * value is set on the field, and the counter and the field's message follow as after typing.
 * Nothing is sent: the visitor reads it, completes the form and presses Send.
 */
type Control = HTMLInputElement | HTMLTextAreaElement;

interface DraftHandlers {
  /** The message's new length, for the counter. */
  onMessageChange: (length: number) => void;
  /** Checks a field that shows a message again. */
  recheck: (control: Control) => void;
}

/** Never more than the limit, and never half of a character beyond the BMP (an emoji). */
function fitMessage(text: string): string {
  if (text.length <= CONTACT_MESSAGE_MAX_CHARS) return text;
  const cut = text.slice(0, CONTACT_MESSAGE_MAX_CHARS);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * The message with the draft in it. What the visitor wrote there already stays: the draft
 * goes below it, unless it is in it already (the button pressed twice).
 */
export function withDraft(current: string, draft: string): string {
  if (current.trim() === '') return fitMessage(draft);
  if (current.includes(draft)) return current;
  return fitMessage(`${current.trimEnd()}\n\n${draft}`);
}

function controlOf(form: HTMLFormElement, name: string): Control | undefined {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
    ? element
    : undefined;
}

/** Fills the message, brings the form into view and focuses the first field still empty. */
export function useContactDraft(
  form: RefObject<HTMLFormElement | null>,
  handlers: DraftHandlers,
): void {
  // The latest handlers, without taking drafts anew on every render.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(
    () =>
      takeContactDrafts((draft) => {
        const element = form.current;
        const message = element ? controlOf(element, 'message') : undefined;
        if (!element || !message) return;
        message.value = withDraft(message.value, draft);
        latest.current.recheck(message);
        latest.current.onMessageChange(message.value.length);
        const firstEmpty = CONTACT_FIELDS.map((name) => controlOf(element, name)).find(
          (control) => control !== undefined && control.value.trim() === '',
        );
        element.scrollIntoView({ block: 'start' });
        (firstEmpty ?? message).focus({ preventScroll: true });
      }),
    [form],
  );
}
