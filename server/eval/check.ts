/**
 * The rules every reply must meet, whatever the question, plus each case's own rules.
 * Shared by `npm run eval:assistant` and the server test that runs the fast subset.
 */
import { detectAll } from 'tinyld';
import type { ChatResponse } from '../../src/shared/api-contract';
import type { Language } from '../../src/shared/languages';
import type { OwnerProfile } from '../../src/shared/owner';
import { isAllowedLinkTarget, replyLinks } from '../../src/shared/reply-links';
import { DOESNT_SAY, OLD_UNKNOWN, type EvalCase, type Kind } from './cases';

/** Longest reply unless the visitor asked for a list (the issue's limit). */
export const REPLY_SOFT_MAX = 600;

/** The owner's own voice: what the site says in the first person, pasted into a reply. */
const OWNER_FIRST_PERSON: Record<Language, RegExp[]> = {
  en: [
    /\bI(?:'m| am) (?:a |an )?(?:freelance|software|student|developer|learning|based|glad)/i,
    /\bI(?:'d| would) be glad\b/i,
    /(?<!\b(?:can|may|could|shall|how) )\bI (?:build|develop|write|study|help|offer|work|look after|use|make|create|design|enjoy|explain|will get back)\b/i,
    /\bmy (?:studies|clients|client work|business|work|services|skills|projects|CV|code|portfolio)\b/i,
  ],
  de: [
    /\bich (?:entwickle|studiere|biete|arbeite|unterstütze|schreibe|helfe|lerne|kümmere|baue|erkläre|melde mich|bin freiberuflich|bin Softwareentwickler)\b/i,
    /\bmein(?:e|em|en|er)? (?:Studium|Kunden|Kundinnen|Unternehmen|Arbeit|Leistungen|Projekte|Lebenslauf)\b/i,
    /\bmacht mir\b/i,
  ],
};

/** Kinds where an honest "the site doesn't say" is itself the failure. */
const NEVER_UNKNOWN: ReadonlySet<Kind> = new Set(['smalltalk', 'self', 'empty', 'typo']);

const FUNCTION_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    'the and is are he his him you your this that what with for of to in on can does it not an a site website'.split(
      ' ',
    ),
  ),
  de: new Set(
    'der die das und ist sind er sein seine ihn ihm sie ihr ihre dieser diese was mit für von zu im auf kann es nicht ein eine website seite'.split(
      ' ',
    ),
  ),
};

/** The language a reply is written in: links, addresses and names do not count. */
export function languageOfReply(reply: string): Language | undefined {
  const text = reply
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\S+@\S+|https?:\/\/\S+|\/[\w./#-]+|#\w+/g, ' ');
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  const count = (lang: Language) => words.filter((w) => FUNCTION_WORDS[lang].has(w)).length;
  const en = count('en');
  const de = count('de');
  if (Math.abs(en - de) >= 2) return en > de ? 'en' : 'de';
  const [best] = detectAll(text, { only: ['en', 'de'] });
  if (best && (best.lang === 'en' || best.lang === 'de')) return best.lang;
  return en === de ? undefined : en > de ? 'en' : 'de';
}

/** "I'm not sure I understood that." */
const NOT_SURE =
  /not sure I understood|couldn't find an answer to that|nicht sicher, ob ich das richtig verstanden|finde ich auf der Website keine Antwort/i;

/** Why a reply fails its case; empty when it passes. */
export function judge(c: EvalCase, response: ChatResponse, owner: OwnerProfile): string[] {
  const problems: string[] = [];
  const { reply } = response;
  if (reply.trim() === '') return ['the reply is blank'];
  if (c.handoff !== undefined && c.handoff !== Boolean(response.handoff)) {
    problems.push(c.handoff ? 'offers no handoff to the owner' : 'offers a handoff');
  }
  const asked = [c.ask, ...(c.before ?? [])];
  if (response.handoff && !asked.some((question) => response.handoff?.message.includes(question))) {
    problems.push('the handoff does not carry the question');
  }
  if (c.choices && !response.choices?.length) problems.push('offers no choices');
  if (c.kind !== 'unknown' && c.kind !== 'empty' && NOT_SURE.test(reply) && !c.notSure) {
    problems.push('is not sure');
  }
  if (c.notSure && !NOT_SURE.test(reply)) problems.push('answers although it cannot be sure');

  const lang = languageOfReply(reply);
  if (lang !== c.lang) problems.push(`reply is in ${lang ?? 'no clear language'}, not ${c.lang}`);
  if (!c.list && reply.length > REPLY_SOFT_MAX) {
    problems.push(`${reply.length} characters (over ${REPLY_SOFT_MAX} without a list asked for)`);
  }
  // A passage quoted from the owner's pages ("the privacy notice says: “… my services …”") is
  // his words, not the assistant speaking as him.
  const unquoted = reply.replace(/“[^”]*”|„[^“]*“/g, '');
  for (const pattern of OWNER_FIRST_PERSON[c.lang]) {
    const hit = pattern.exec(unquoted);
    if (hit) problems.push(`speaks as the owner: "${hit[0]}"`);
  }
  if (/<\/?[a-z][^>]*>/i.test(reply)) problems.push('contains HTML');
  for (const link of replyLinks(reply)) {
    if (!isAllowedLinkTarget(link.target, owner)) problems.push(`link to ${link.target}`);
  }
  if (NEVER_UNKNOWN.has(c.kind) && (DOESNT_SAY[c.lang].test(reply) || OLD_UNKNOWN.test(reply))) {
    problems.push('says the site does not say');
  }
  for (const pattern of c.says ?? []) {
    if (!pattern.test(reply)) problems.push(`does not say ${pattern}`);
  }
  if (c.saysAny && !c.saysAny.some((pattern) => pattern.test(reply))) {
    problems.push(`says none of ${c.saysAny.join(' ')}`);
  }
  for (const pattern of c.never ?? []) {
    if (pattern.test(reply)) problems.push(`says ${pattern}`);
  }
  return problems;
}
