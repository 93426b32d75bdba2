/**
 * The eval runs on a frozen copy of the content (eval/content.ts); this checks the content the
 * site really has: it compiles into facts, and the assistant answers its own facts from it:
 * every listed skill with its group, the project, each of the owner's own answers.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SUPPORTED_LANGUAGES, type Language } from '../../src/shared/languages';
import { liveSiteEnv } from '../eval/content';
import { compileFacts } from '../src/assistant/knowledge/compile';
import { loadConfig, findRootDir } from '../src/config';
import { makeApp, postJson } from './helpers';

const localesDir = path.join(findRootDir(), 'src', 'locales');
const read = (lang: Language, ns: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8'));

const skillsFile = z.object({
  groups: z.record(z.string(), z.object({ title: z.string(), items: z.array(z.string()) })),
});
const answersFile = z.object({
  answers: z.record(z.string(), z.object({ questions: z.array(z.string()), answer: z.string() })),
});

const ASK_SKILL: Record<Language, (skill: string) => string> = {
  en: (skill) => `Does he know ${skill}?`,
  de: (skill) => `Kennt er sich mit ${skill} aus?`,
};
/** Skills that are human languages are answered as languages (spoken), not as a group. */
const SPOKEN = /^(German|English|Deutsch|Englisch|French|Französisch|Spanish|Spanisch)$/;

describe('the live content', () => {
  const env = liveSiteEnv();
  const started = makeApp({ ...env, RATE_LIMIT_CHAT_MAX: '100000' });
  after(async () => (await started).app.close());
  const ask = async (app: FastifyInstance, question: string, lang: Language) => {
    const res = await postJson(
      app,
      '/api/chat-personal',
      { messageHistory: [{ role: 'user', content: question }] },
      { 'accept-language': lang },
    );
    assert.equal(res.statusCode, 200);
    return z.object({ reply: z.string() }).parse(res.json()).reply;
  };

  test('compiles into facts in every language: a name, a role, skills and a project', () => {
    const config = loadConfig({ ...env, LOG_LEVEL: 'silent' }, findRootDir());
    const facts = compileFacts({
      localesDir,
      owner: config.owner,
      privacy: config.privacy,
      providerConfigured: false,
    });
    for (const lang of SUPPORTED_LANGUAGES) {
      const f = facts[lang];
      assert.ok(f.name, `${lang}: the owner's name`);
      assert.ok(f.title, `${lang}: his title`);
      assert.ok(f.skills.length > 0, `${lang}: skills`);
      assert.ok(f.projects.length > 0, `${lang}: a project`);
    }
  });

  for (const lang of SUPPORTED_LANGUAGES) {
    test(`${lang}: every listed skill is answered with its group`, async () => {
      const { app } = await started;
      const { groups } = skillsFile.parse(read(lang, 'skills'));
      for (const group of Object.values(groups)) {
        for (const skill of group.items.filter((s) => !SPOKEN.test(s))) {
          const reply = await ask(app, ASK_SKILL[lang](skill), lang);
          assert.ok(reply.includes(skill), `${skill}: ${reply}`);
          assert.ok(reply.includes(group.title), `${skill} in "${group.title}": ${reply}`);
        }
      }
    });

    test(`${lang}: each of the owner's own answers is given to its first question`, async () => {
      const { app } = await started;
      const { answers } = answersFile.parse(read(lang, 'assistant'));
      for (const [id, entry] of Object.entries(answers)) {
        const [question] = entry.questions;
        assert.ok(question, `${id} has a question`);
        const reply = await ask(app, question, lang);
        // The answer's opening words, before any placeholder or link.
        const opening =
          entry.answer
            .split(/\{\{|\[/)[0]
            ?.trim()
            .slice(0, 40) ?? '';
        assert.ok(reply.includes(opening), `${id}: "${question}" → ${reply}`);
      }
    });
  }
});
