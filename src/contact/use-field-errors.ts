import { useRef, useState, type FormEvent } from 'react';

/**
 * The contact form's check, in the page's language. The browser still decides what is
 * invalid (required, type=email, pattern, maxlength: the same rules hold without
 * JavaScript) and still stops the submit; but its bubble speaks the browser's language,
 * not the page's. So each `invalid` event is taken: no bubble, and instead a message from
 * contact.json under the field, tied to it with aria-describedby and aria-invalid, and
 * focus on the first invalid field, which reads it out once with the field's name. A
 * field that shows a message is checked again as the visitor types, so the message goes
 * as soon as the field is right.
 */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** A key under contact.json's `validation`. */
export type FieldErrorKey = ContactField | 'emailFormat';

type Control = HTMLInputElement | HTMLTextAreaElement;

function isContactField(name: string): name is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(name);
}

/** What to tell the visitor about a field the browser found invalid. */
export function fieldErrorKey(field: ContactField, validity: ValidityState): FieldErrorKey {
  // Empty, or only spaces (the pattern): the field is missing. Otherwise only the
  // address can be wrong in form (no @, no dot in the domain).
  if (field === 'email' && !validity.valueMissing) return 'emailFormat';
  return field;
}

export const fieldErrorId = (id: string) => `${id}-error`;

export function useFieldErrors() {
  const [errors, setErrors] = useState<Partial<Record<ContactField, FieldErrorKey>>>({});
  // The browser fires `invalid` at every invalid field in one go: only the first gets focus.
  const focusedThisCheck = useRef(false);

  function show(field: ContactField, key: FieldErrorKey | undefined) {
    setErrors((current) => (current[field] === key ? current : { ...current, [field]: key }));
  }

  function onInvalid(event: FormEvent<Control>) {
    const control = event.currentTarget;
    if (!isContactField(control.name)) return;
    event.preventDefault(); // no bubble in the browser's language
    show(control.name, fieldErrorKey(control.name, control.validity));
    if (!focusedThisCheck.current) {
      focusedThisCheck.current = true;
      control.focus();
      // The check ends with the task that ran it (a click, Enter): the next one starts afresh.
      setTimeout(() => (focusedThisCheck.current = false), 0);
    }
  }

  /** Checks a field that shows a message again, after the visitor (or the page) changed it. */
  function recheck(control: Control) {
    if (!isContactField(control.name) || !errors[control.name]) return;
    const { validity } = control;
    show(control.name, validity.valid ? undefined : fieldErrorKey(control.name, validity));
  }

  function onInput(event: FormEvent<Control>) {
    recheck(event.currentTarget);
  }

  /**
   * The props that tie a field to its message; `describedBy` names what already describes
   * it (the message's counter), which the error is added to.
   */
  function fieldProps(field: ContactField, id: string, describedBy?: string) {
    const error = errors[field];
    const ids = [describedBy, error ? fieldErrorId(id) : undefined].filter(Boolean).join(' ');
    return {
      onInvalid,
      onInput,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': ids || undefined,
    };
  }

  return { errors, fieldProps, recheck };
}

/** A form's check: each field's message, the props that tie a field to it, and a recheck. */
export type FieldChecks = ReturnType<typeof useFieldErrors>;
