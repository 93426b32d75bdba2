/** The HTTP contract between the page and the server: paths, bodies and error codes. */
export const API_PATHS = {
  sendEmail: '/api/sendEmail',
  chat: '/api/chat-personal',
  health: '/api/health',
} as const;

export interface ContactMessage {
  name: string;
  phone: string;
  email: string;
  message: string;
}

/** Optional anti-bot extras the page sends along; a body without them is still valid. */
export interface ContactBotSignals {
  /** Honeypot: a hidden field people never fill in. */
  website?: string;
  /** Milliseconds between showing the form and submitting it. */
  elapsedMs?: number;
}

export type ContactRequest = ContactMessage & ContactBotSignals;

/**
 * One contact submission's key (a random UUID the page makes for it and sends again on a
 * retry): the server stores a message once per key and answers a repeat with the first answer.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

export interface ContactResponse {
  success: boolean;
  message?: string;
  error?: ApiError;
}

export type ChatRole = 'user' | 'assistant';

export interface ChatMessage {
  role: ChatRole;
  content: string;
}

export interface ChatRequest {
  messageHistory: ChatMessage[];
}

/**
 * A question the assistant offers as a button when it is not sure what was meant: pressing it
 * sends `ask` as the visitor's next message (`label` is the button's text).
 */
export interface ChatChoice {
  label: string;
  ask: string;
}

/**
 * The assistant's offer to pass the question on: the page fills the contact form's message
 * field with `message` (the visitor's last question or two) and sends nothing by itself.
 */
export interface ChatHandoff {
  message: string;
}

/** `reply` is all the spec's client reads; the page also shows `choices` and `handoff`. */
export interface ChatResponse {
  reply: string;
  choices?: ChatChoice[];
  handoff?: ChatHandoff;
}

export const ERROR_CODES = [
  'invalid_json',
  'unsupported_media_type',
  'payload_too_large',
  'validation_failed',
  'too_long',
  'profanity',
  'rate_limited',
  'not_found',
  /** A method the path does not take (405, with Allow). */
  'method_not_allowed',
  /** A form post from another site (its Origin or Sec-Fetch-Site says so). */
  'cross_site',
  /** An Idempotency-Key sent before with a different message. */
  'idempotency_conflict',
  /** Storage cannot take a write right now, or the server is shutting down: try again later. */
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiError {
  code: ErrorCode;
  /** For validation_failed: the names of the fields that were wrong. */
  fields?: string[];
}

export interface ApiErrorBody {
  success?: false;
  error: ApiError;
}
