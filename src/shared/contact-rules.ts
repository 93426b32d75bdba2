/**
 * What the contact form accepts, written once: the form gives each rule to the browser as a
 * `pattern` (so it also holds without JavaScript) and the server's schema checks the same.
 */

/**
 * An e-mail address a mail system delivers to: dot-separated words of letters, digits and
 * _ ' + - before the @, a domain of dotted labels ending in two or more letters. (zod's
 * practical e-mail rule; `type="email"` alone takes "name@host".) Written for an HTML pattern
 * attribute, which browsers compile with the `v` flag: every `-` in a class is escaped.
 */
export const EMAIL_PATTERN =
  "(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+\\-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}";

/** EMAIL_PATTERN for a whole string, as the browser applies it. */
export const EMAIL_ADDRESS = new RegExp(`^(?:${EMAIL_PATTERN})$`);

/** A field that must say something: anything but spaces alone. */
export const SOMETHING_PATTERN = '.*\\S.*';
