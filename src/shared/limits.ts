/** Every limit of the product, defined once and used by the browser and the server. */
export const CHAT_MAX_TOKENS = 500;
export const CHARS_PER_TOKEN = 4;
export const CHAT_HISTORY_LIMIT = 8;
export const CHAT_MESSAGE_MAX_CHARS = 2000;
export const CONTACT_MESSAGE_MAX_CHARS = 2000;
export const CONTACT_NAME_MAX_CHARS = 200;
export const CONTACT_EMAIL_MAX_CHARS = 254;
export const CONTACT_PHONE_MAX_CHARS = 50;
/** At most this many questions the assistant offers as buttons when it is not sure. */
export const CHAT_CHOICES_MAX = 3;
