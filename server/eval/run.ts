/**
 * `npm run eval:assistant`: every question of cases.ts through POST /api/chat-personal, as the
 * browser sends it (Accept-Language of the page, the conversation so far as history), judged
 * by check.ts. By default the real app runs in-process on the eval's own copy of the content
 * (content.ts) with no model configured; EVAL_URL=http://127.0.0.1:PORT asks a running server instead (the
 * production build). `--core` runs the fast subset, `--show` prints every reply.
 * Prints each failure, a summary per kind and a last line "N passed, M failed"; exits
 * non-zero below EVAL_MIN_PASS (default 0.95).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChatMessage, ChatResponse } from '../../src/shared/api-contract';
import { buildApp } from '../src/app';
import { findRootDir, loadConfig } from '../src/config';
import { CASES, type EvalCase } from './cases';
import { evalSiteEnv } from './content';
import { chatResponseSchema } from '../src/schemas';
import { judge } from './check';

type Ask = (history: ChatMessage[], page: string) => Promise<ChatResponse>;

/**
 * The eval's copy of the content and owner profile with nothing external: no SMTP, no model, no
 * log, limits out of the way. The eval and `npm run bench` measure the app this way.
 */
export function offlineConfig(
  dataDir: string,
  extra: Record<string, string> = {},
): ReturnType<typeof loadConfig> {
  const rootDir = findRootDir();
  return loadConfig(
    {
      ...evalSiteEnv(),
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SMTP_URL: '',
      CHAT_API_KEY: '',
      CHAT_BASE_URL: '',
      RATE_LIMIT_CHAT_MAX: '100000000',
      ...extra,
    },
    rootDir,
  );
}

async function inProcess(): Promise<{
  ask: Ask;
  close: () => Promise<void>;
  owner: ReturnType<typeof loadConfig>['owner'];
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assistant-eval-'));
  const config = offlineConfig(dataDir);
  const app = await buildApp(config);
  const ask: Ask = async (history, page) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/chat-personal',
      headers: { 'content-type': 'application/json', 'accept-language': page },
      payload: { messageHistory: history },
    });
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
    return res.json<ChatResponse>();
  };
  return {
    ask,
    owner: config.owner,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function overHttp(baseUrl: string): {
  ask: Ask;
  close: () => Promise<void>;
  owner: ReturnType<typeof loadConfig>['owner'];
} {
  const owner = loadConfig({ ...evalSiteEnv(), LOG_LEVEL: 'silent' }, findRootDir()).owner;
  const ask: Ask = async (history, page) => {
    const res = await fetch(`${baseUrl}/api/chat-personal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': page },
      body: JSON.stringify({ messageHistory: history }),
    });
    const body = await res.text();
    if (!res.ok) throw new Error(`HTTP ${res.status}: ${body}`);
    return chatResponse(JSON.parse(body));
  };
  return { ask, owner, close: async () => undefined };
}

/** The reply as the server sent it, with its extras when they have their shape. */
function chatResponse(body: unknown): ChatResponse {
  const parsed = chatResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(`not a chat reply: ${JSON.stringify(body)}`);
  return parsed.data;
}

/** Plays the conversation: earlier questions first, with the replies they really got. */
export async function converse(c: EvalCase, ask: Ask): Promise<ChatResponse> {
  const history: ChatMessage[] = [];
  for (const earlier of c.before ?? []) {
    history.push({ role: 'user', content: earlier });
    history.push({ role: 'assistant', content: (await ask(history.slice(-8), c.page)).reply });
  }
  history.push({ role: 'user', content: c.ask });
  return ask(history.slice(-8), c.page);
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const cases = args.has('--core') ? CASES.filter((c) => c.core) : CASES;
  const target = process.env.EVAL_URL ? overHttp(process.env.EVAL_URL) : await inProcess();
  const minPass = Number(process.env.EVAL_MIN_PASS ?? 0.95);
  const byKind = new Map<string, { passed: number; total: number }>();
  let passed = 0;
  const started = performance.now();
  try {
    for (const c of cases) {
      let problems: string[];
      let reply = '';
      try {
        const response = await converse(c, target.ask);
        reply = response.reply;
        problems = judge(c, response, target.owner);
      } catch (error) {
        problems = [error instanceof Error ? error.message : String(error)];
      }
      const kind = byKind.get(c.kind) ?? { passed: 0, total: 0 };
      kind.total += 1;
      if (problems.length === 0) {
        passed += 1;
        kind.passed += 1;
        if (args.has('--show')) console.log(`ok   ${c.id} [${c.page}] ${c.ask}\n     → ${reply}\n`);
      } else {
        console.log(`FAIL ${c.id} [${c.page}] ${[...(c.before ?? []), c.ask].join(' ⟶ ')}`);
        console.log(`     → ${reply.replace(/\n/g, '\n       ')}`);
        for (const problem of problems) console.log(`     ✗ ${problem}`);
        console.log('');
      }
      byKind.set(c.kind, kind);
    }
  } finally {
    await target.close();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    [...byKind].map(([kind, { passed: p, total }]) => `${kind} ${p}/${total}`).join(' · '),
  );
  const failed = cases.length - passed;
  console.log(`pass rate ${((100 * passed) / cases.length).toFixed(1)}% in ${seconds} s`);
  console.log(`${passed} passed, ${failed} failed`);
  if (passed / cases.length < minPass) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
