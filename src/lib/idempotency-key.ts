import type { ContactMessage } from '../shared/api-contract';

/**
 * A random key: a UUID where the browser makes one (crypto.randomUUID needs a secure page, so
 * not on http:// from another machine), else 128 random bits in hex. Uniqueness is all it needs.
 */
export function newIdempotencyKey(): string {
  const webCrypto: Crypto | undefined = globalThis.crypto;
  if (typeof webCrypto?.randomUUID === 'function') return webCrypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof webCrypto?.getRandomValues === 'function') webCrypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per submission: pressing send again with the same values (after an error, or an
 * answer lost on a flaky connection) reuses it, so the server stores the message once. Other
 * values are another submission with a new key: an edited message is sent as the visitor
 * wrote it, instead of being refused as a changed repeat. `forget()` after a success.
 */
export function submissionKeys() {
  let last: { key: string; values: string } | undefined;
  return {
    keyFor(message: ContactMessage): string {
      const values = JSON.stringify([message.name, message.email, message.phone, message.message]);
      if (last?.values !== values) last = { key: newIdempotencyKey(), values };
      return last.key;
    },
    forget(): void {
      last = undefined;
    },
  };
}
