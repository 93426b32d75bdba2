import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Where the in-process SMTP server drops each received message as a .eml file. */
export const MAILBOX_DIR = path.resolve(__dirname, '../e2e-results/mailbox');

/** The owner's mailbox for the e2e run: a real SMTP server on loopback. */
export async function startMailbox(port: number): Promise<() => Promise<void>> {
  fs.rmSync(MAILBOX_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAILBOX_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        fs.writeFileSync(
          path.join(MAILBOX_DIR, `${Date.now()}-${count}.eml`),
          Buffer.concat(chunks),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Every message received so far, as raw text. */
export function readMailbox(): string[] {
  if (!fs.existsSync(MAILBOX_DIR)) return [];
  return fs
    .readdirSync(MAILBOX_DIR)
    .sort()
    .map((file) => fs.readFileSync(path.join(MAILBOX_DIR, file), 'utf8'));
}
