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

export interface ChatResponse {
  reply: string;
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
  'method_not_allowed',
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
