/**
 * `npm run eval:play -- conversations.json replies.json`: plays conversations written by
 * someone who has not seen the assistant (held-out sets) through POST /api/chat-personal,
 * in-process with the site's content and no model, as the eval does, and writes every reply
 * (with its choices and handoff) for a judge. Each turn is sent with the replies the
 * assistant really gave before it, as the browser would.
 * Input: {"conversations":[{"id","page","turns":[{"user", …}]}]}.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChatMessage } from '../../src/shared/api-contract';
import { CHAT_HISTORY_LIMIT } from '../../src/shared/limits';
import { buildApp } from '../src/app';
import { liveSiteEnv } from './content';
import { offlineConfig } from './run';

interface Turn {
  user: string;
  [key: string]: unknown;
}
interface Conversation {
  id: string;
  page: string;
  turns: Turn[];
}

async function main(): Promise<void> {
  const [input, output] = process.argv.slice(2);
  if (!input || !output) throw new Error('usage: play.ts conversations.json replies.json');
  const { conversations } = JSON.parse(fs.readFileSync(input, 'utf8')) as {
    conversations: Conversation[];
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assistant-play-'));
  const app = await buildApp(offlineConfig(dataDir, liveSiteEnv()));
  const played = [];
  try {
    for (const c of conversations) {
      const history: ChatMessage[] = [];
      const turns = [];
      for (const turn of c.turns) {
        history.push({ role: 'user', content: turn.user });
        const res = await app.inject({
          method: 'POST',
          url: '/api/chat-personal',
          headers: { 'content-type': 'application/json', 'accept-language': c.page },
          payload: { messageHistory: history.slice(-CHAT_HISTORY_LIMIT) },
        });
        const body = res.json();
        // The browser never sends what its profanity check stops (SPEC: an alert, nothing sent).
        const reply =
          res.statusCode === 200
            ? String(body.reply)
            : body.error?.code === 'profanity'
              ? '[not sent: the chat shows the alert "Please keep it respectful."]'
              : `[HTTP ${res.statusCode}]`;
        turns.push({ ...turn, reply, choices: body.choices, handoff: body.handoff });
        if (res.statusCode === 200) history.push({ role: 'assistant', content: reply });
        else history.pop();
      }
      played.push({ ...c, turns });
    }
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  fs.writeFileSync(output, `${JSON.stringify({ conversations: played }, null, 2)}\n`);
  console.log(`played ${played.length} conversations into ${output}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
