/**
 * The assistant can pass the visitor's question on to the contact form ("Send this question to
 * Charles"), but the chat and the contact form are separate features that never import each
 * other, and the form is not always on the page (it is lazy, and only the home page has it).
 * This is the hand-over between them: the chat offers a draft, the form takes it. A draft
 * offered while no form is there waits for the next form that mounts.
 */
type DraftTaker = (message: string) => void;

let taker: DraftTaker | undefined;
let waiting: string | undefined;

/** Hands a message to the contact form; false if no form took it now (it waits for one). */
export function offerContactDraft(message: string): boolean {
  if (taker) {
    waiting = undefined;
    taker(message);
    return true;
  }
  waiting = message;
  return false;
}

/**
 * Called by the contact form: takes a waiting draft at once and every later one as it is
 * offered. Returns the function that stops taking them.
 */
export function takeContactDrafts(take: DraftTaker): () => void {
  taker = take;
  const draft = waiting;
  waiting = undefined;
  if (draft !== undefined) take(draft);
  return () => {
    if (taker === take) taker = undefined;
  };
}
