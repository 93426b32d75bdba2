import {
  CONTACT_EMAIL_MAX_CHARS,
  CONTACT_MESSAGE_MAX_CHARS,
  CONTACT_NAME_MAX_CHARS,
  CONTACT_PHONE_MAX_CHARS,
} from '../../../src/shared/limits';

/**
 * How many new bytes the health probe asks the database for: the largest message the form can
 * send (every character four bytes in UTF-8) and the row's other columns, with room to spare.
 */
export const PROBE_ROOM_BYTES =
  2 *
  4 *
  (CONTACT_MESSAGE_MAX_CHARS +
    CONTACT_NAME_MAX_CHARS +
    CONTACT_EMAIL_MAX_CHARS +
    CONTACT_PHONE_MAX_CHARS);
