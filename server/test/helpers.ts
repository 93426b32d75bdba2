import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import Database from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { EVAL_LOCALES_DIR } from '../eval/content';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';

const madeDirs: string[] = [];

/**
 * A fresh folder under the system's temporary folder, removed when this test process exits
 * (a PostgreSQL data folder is over 100 MB; a run used to leave about 1 GB behind).
 * KEEP_TEST_DIRS=1 keeps them for a look after a failure.
 */
export function tempDir(prefix = 'site-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (madeDirs.length === 0 && !process.env.KEEP_TEST_DIRS) process.on('exit', removeMadeDirs);
  madeDirs.push(dir);
  return dir;
}

function removeMadeDirs(): void {
  for (const dir of madeDirs) {
    try {
      fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // A folder still mounted (a fault test's tmpfs) stays; its contents are gone.
    }
  }
}

function write(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** The site's content as the colleagues shape it, small and fixed, in both languages. */
const LOCALES: Record<string, Record<string, unknown>> = {
  en: {
    hero: { greeting: 'Hi, I am', title: 'Information Engineer' },
    charlesTech: {
      title: 'Charles Tech',
      text: 'My small tech-services business builds websites and web apps for small businesses and takes care of their IT.',
    },
    about: {
      title: 'About me',
      intro: [
        'I am a freelance software developer and an information engineering student in Germany.',
      ],
      development: {
        title: 'Development',
        text: 'Websites and web applications with React, Java and TypeScript.',
      },
      maintenance: {
        title: 'Maintenance',
        text: 'Updates, backups and hosting for existing websites.',
      },
    },
    skills: {
      title: 'Skills',
      groups: {
        usingNow: { title: 'Using now', items: ['C', 'Java', 'JavaScript', 'React', 'Git', 'SQL'] },
        learningNow: { title: 'Learning now', items: ['HTML', 'GCP'] },
        otherSkills: { title: 'Other skills', items: ['German', 'AWS'] },
      },
    },
    portfolio: { title: 'PROJECTS', more: 'And many more to come!' },
    contact: {
      title: 'Contact',
      success: 'Message sent successfully!',
      placeholders: { name: 'Name *' },
    },
    chat: { header: 'AI Assistant' },
    assistant: {
      answers: {
        timeline: {
          questions: ['How soon can my website be online?', 'How long does a website take?'],
          answer: 'It depends mostly on how soon your texts and photos are ready.',
        },
      },
    },
  },
  de: {
    hero: { greeting: 'Hallo, ich bin', title: 'Information Engineer' },
    charlesTech: {
      title: 'Charles Tech',
      text: 'Mein kleines Tech-Unternehmen baut Websites und Web-Apps für kleine Betriebe und kümmert sich um ihre IT.',
    },
    about: {
      title: 'Über mich',
      intro: [
        'Ich bin freiberuflicher Softwareentwickler und studiere Information Engineering in Deutschland.',
      ],
      development: {
        title: 'Entwicklung',
        text: 'Websites und Webanwendungen mit React und Java.',
      },
      maintenance: {
        title: 'Wartung',
        text: 'Updates, Backups und Hosting für bestehende Websites.',
      },
    },
    skills: {
      title: 'Kenntnisse',
      groups: {
        usingNow: {
          title: 'Nutze ich jetzt',
          items: ['C', 'Java', 'JavaScript', 'React', 'Git', 'SQL'],
        },
        learningNow: { title: 'Lerne ich gerade', items: ['HTML', 'GCP'] },
        otherSkills: { title: 'Weitere Kenntnisse', items: ['Deutsch', 'AWS'] },
      },
    },
    portfolio: { title: 'PROJEKTE', more: 'Und viele weitere folgen!' },
    contact: { title: 'Kontakt', success: 'Nachricht gesendet!' },
    chat: { header: 'KI-Assistent' },
    assistant: {
      answers: {
        timeline: {
          questions: ['Wie schnell ist meine Website online?', 'Wie lange dauert eine Website?'],
          answer: 'Das hängt vor allem davon ab, wie schnell Ihre Texte und Fotos fertig sind.',
        },
      },
    },
  },
};

export const BIG_JS = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

/** A small fake build/ and a complete src/locales in a temp folder: no real `npm run build` needed. */
export function fakeSite(root: string, options: { prerendered?: boolean } = {}): void {
  const build = path.join(root, 'build');
  write(
    path.join(build, 'index.html'),
    '<!doctype html><html lang="de"><head><title>Site</title></head><body><div id="root"></div></body></html>',
  );
  if (options.prerendered) {
    write(
      path.join(build, 'de/index.html'),
      '<!doctype html><html lang="de"><body>Prerendered DE</body></html>',
    );
    write(
      path.join(build, 'en/index.html'),
      '<!doctype html><html lang="en"><body>Prerendered EN</body></html>',
    );
  }
  write(path.join(build, 'static/js/main.d251270f.js'), BIG_JS);
  write(path.join(build, 'static/css/main.97c9306d.css'), 'body{margin:0}');
  write(path.join(build, 'locales/de/about.7a847ff01a.json'), '{"title":"Über mich"}');
  write(path.join(build, 'robots.txt'), 'User-agent: *\n');
  // The eval's complete content, with the small fixed texts above on top.
  fs.cpSync(EVAL_LOCALES_DIR, path.join(root, 'src/locales'), { recursive: true });
  for (const [lng, namespaces] of Object.entries(LOCALES)) {
    for (const [ns, json] of Object.entries(namespaces)) {
      const file = path.join(root, 'src/locales', lng, `${ns}.json`);
      const base: unknown = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
      write(file, JSON.stringify(merged(base, json)));
    }
  }
}

/** `over` on top of `base`: objects merge key by key, anything else replaces. */
function merged(base: unknown, over: unknown): unknown {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(base) || !isObject(over)) return over;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) result[key] = merged(base[key], value);
  return result;
}

export const OWNER_ENV = {
  REACT_APP_OWNER_NAME: 'Charles Bauer',
  REACT_APP_BUSINESS_NAME: 'Charles Tech',
  REACT_APP_EMAIL: 'hello@charles-tech.example',
  REACT_APP_LINKEDIN_URL: 'https://www.linkedin.com/in/charles-bauer-dev',
  REACT_APP_GITHUB_URL: 'https://github.com/charles-bauer-dev',
  REACT_APP_CLIENT_SITE_URL: 'https://www.physio-am-park.example',
  REACT_APP_CLIENT_SITE_NAME: 'Physio am Park',
  REACT_APP_CV_FILE: '/cv-charles-bauer.pdf',
};

/** A config for a temp folder with fast timings; `env` overrides any variable. */
export function testConfig(root: string, env: Record<string, string> = {}): Config {
  return loadConfig(
    {
      ...OWNER_ENV,
      LOG_LEVEL: 'silent',
      CONTACT_TO: 'owner@example.org',
      CONTACT_FROM: 'website@charles-tech.example',
      DELIVERY_RETRY_BASE_MS: '40',
      DELIVERY_RETRY_MAX_MS: '200',
      DELIVERY_POLL_MS: '1000',
      SMTP_TIMEOUT_MS: '2000',
      SHUTDOWN_TIMEOUT_MS: '2000',
      ...env,
    },
    root,
  );
}

/** A fresh temp site and an app on it. Close it with `app.close()`. */
export async function makeApp(
  env: Record<string, string> = {},
  options: { root?: string; prerendered?: boolean; logStream?: { write(line: string): void } } = {},
): Promise<{ app: FastifyInstance; root: string; config: Config }> {
  const root = options.root ?? tempDir();
  if (!options.root) fakeSite(root, options);
  const config = testConfig(root, env);
  const app = await buildApp(config, { logStream: options.logStream });
  return { app, root, config };
}

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  headers: Map<string, string>;
  body: string;
}

function parseMail(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(split + 4) };
}

/** A real SMTP server in-process on 127.0.0.1, or `host` (no TLS, no auth). */
export async function startSmtp(
  port = 0,
  host = '127.0.0.1',
): Promise<{
  port: number;
  mails: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    // No reverse DNS lookup of 127.0.0.1 for each connection: nothing in a test waits on a resolver.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMail(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (taken and released). */
export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Waits until `check` holds. The default is generous: a wait ends as soon as it holds, and a CI
 * machine shared with other work has taken more than 5 s over one SMTP delivery.
 */
export async function waitFor(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('waitFor: timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const VALID_CONTACT = {
  name: 'Erika Mustermann',
  email: 'erika@example.com',
  phone: '+49 170 1234567',
  message: 'Hallo Charles,\nich brauche eine neue Website.',
};

export function postJson(
  app: FastifyInstance,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function waitForAsync(
  check: () => Promise<boolean>,
  timeoutMs = 15_000,
): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('waitForAsync: timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Fills a server's SQLite file (capped at `capMb` by DATABASE_MAX_MB) past its cap from a
 * second connection without the cap: the server then has no page left, as on a full disk.
 * `free()` gives the room back (the pages go to the free list); `close()` ends the connection.
 */
export function fillDatabase(file: string, capMb: number): { free: () => void; close: () => void } {
  const other = new Database(file);
  other.exec('CREATE TABLE other_data (b BLOB)');
  const add = other.prepare('INSERT INTO other_data VALUES (randomblob(16000))');
  const pageSize = Number(other.pragma('page_size', { simple: true }));
  const capPages = Math.floor((capMb * 1024 * 1024) / pageSize);
  while (Number(other.pragma('page_count', { simple: true })) < capPages + 8) add.run();
  return { free: () => other.exec('DROP TABLE other_data'), close: () => other.close() };
}
