/** A Message-ID, `<uuid@domain>`: fixed when a message is stored, the same on every attempt. */
export function messageIdFor(uuid: string, host: string): string {
  return `<${uuid}@${host}>`;
}

/** The domain part of an address, for Message-IDs. */
export function hostOf(address: string): string {
  const at = address.lastIndexOf('@');
  const host = at >= 0 ? address.slice(at + 1).replace(/[^A-Za-z0-9.-]/g, '') : '';
  return host || 'localhost';
}
