/**
 * `npm run eval:ask -- "question" ["follow-up" …]`: one conversation with the built-in
 * assistant on the site's live content, printed turn by turn with its choices and handoff.
 * `--page=de` sets the page language (Accept-Language).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChatMessage } from '../../src/shared/api-contract';
import { buildApp } from '../src/app';
import { liveSiteEnv } from './content';
import { offlineConfig } from './run';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const page = args.find((a) => a.startsWith('--page='))?.slice('--page='.length) ?? 'en';
  const questions = args.filter((a) => !a.startsWith('--'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assistant-ask-'));
  const app = await buildApp(offlineConfig(dataDir, liveSiteEnv()));
  const history: ChatMessage[] = [];
  try {
    for (const question of questions) {
      history.push({ role: 'user', content: question });
      const res = await app.inject({
        method: 'POST',
        url: '/api/chat-personal',
        headers: { 'content-type': 'application/json', 'accept-language': page },
        payload: { messageHistory: history.slice(-8) },
      });
      const body = res.json();
      console.log(`> ${question}\n${body.reply ?? res.body}`);
      if (body.choices)
        console.log(
          `  choices: ${body.choices.map((c: { label: string }) => c.label).join(' | ')}`,
        );
      if (body.handoff) console.log(`  handoff: ${JSON.stringify(body.handoff.message)}`);
      history.push({ role: 'assistant', content: String(body.reply) });
    }
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
