/**
 * The cue-word engine's wording: the answering's phrases (../../answering/phrases.ts), plus the
 * few only its own answers use.
 */
import type { Language } from '../../../../../src/shared/languages';
import { PHRASES as SHARED, type Phrases as SharedPhrases } from '../../answering/phrases';

export interface Phrases extends SharedPhrases {
  serviceGroupPartly: string;
  thankedPrefix: string;
  unknown: string;
  duration: string;
  languageNative: string;
  levelGeneral: string;
  urgent: string;
  why: string;
  subcontract: string;
  legalForm: string;
  reachCall: string;
  reachWrite: string;
  invoices: string;
  educationWhen: string;
  serviceDefine: string;
}

export const PHRASES: Record<Language, Phrases> = {
  en: {
    ...SHARED.en,
    serviceGroupPartly: 'Under {title} the site lists: {items}.',
    thankedPrefix: "You're welcome! ",
    unknown:
      "The site doesn't say. Please ask {short} directly via the [{contact}]({contactLink}).",
    duration:
      "The site doesn't give timelines – they depend on the project. Describe yours in the [{contact}]({contactLink}) and {short} can tell you more.",
    languageNative:
      "The site names {languages} as {short}'s working languages; it doesn't say which is his native language.",
    levelGeneral:
      "The site doesn't give a seniority level: it presents {name} as {aRole}. The skills are under [{skills}]({skillsLink}).",
    urgent:
      'For something urgent, {reach}. IT support and uptime monitoring are among the services; the site promises no response time.',
    why: "The site doesn't explain that. Please ask {short} directly via the [{contact}]({contactLink}).",
    subcontract:
      "The site doesn't say whether {short} works as a subcontractor for agencies; it presents him as {aRole} offering {offer}. Ask via the [{contact}]({contactLink}).",
    legalForm:
      "The site doesn't give {business}'s legal form; the [{legal}]({legalLink}) names {name}.",
    reachCall: 'call {phone} (from the [{legal}]({legalLink}))',
    reachWrite: 'e-mail {email}',
    invoices:
      "The site doesn't say how {short} invoices; he works freelance, as {business}. Ask via the [{contact}]({contactLink}).",
    educationWhen: "The site doesn't say when he graduates.",
    serviceDefine:
      "The site lists {items} among {short}'s services; it doesn't explain the term further. For details, ask via the [{contact}]({contactLink}).",
  },
  de: {
    ...SHARED.de,
    serviceGroupPartly: 'Unter {title} nennt die Website: {items}.',
    thankedPrefix: 'Gern geschehen! ',
    unknown:
      'Dazu steht auf der Website nichts. Fragen Sie {short} am besten direkt über das [{contact}]({contactLink}).',
    duration:
      'Einen Zeitrahmen nennt die Website nicht – er hängt vom Projekt ab. Beschreiben Sie Ihr Vorhaben im [{contact}]({contactLink}), dann kann {short} Ihnen mehr sagen.',
    languageNative:
      'Die Website nennt {languages} als Arbeitssprachen von {short}; welche seine Muttersprache ist, sagt sie nicht.',
    levelGeneral:
      'Eine Karrierestufe nennt die Website nicht: Laut Website ist {name} {role}. Die Kenntnisse stehen unter [{skills}]({skillsLink}).',
    urgent:
      'Für Dringendes {reach}. IT-Support und Verfügbarkeitsüberwachung gehören zu den Leistungen; eine Reaktionszeit verspricht die Website nicht.',
    why: 'Das erklärt die Website nicht. Fragen Sie {short} am besten direkt über das [{contact}]({contactLink}).',
    subcontract:
      'Ob {short} als Subunternehmer für Agenturen arbeitet, sagt die Website nicht; laut Website ist er {role} und bietet {offer}. Fragen Sie über das [{contact}]({contactLink}).',
    legalForm:
      'Eine Rechtsform von {business} nennt die Website nicht; im [{legal}]({legalLink}) steht {name}.',
    reachCall: 'rufen Sie {phone} an (laut [{legal}]({legalLink}))',
    reachWrite: 'schreiben Sie an {email}',
    invoices:
      'Wie {short} abrechnet, sagt die Website nicht; er arbeitet freiberuflich als {business}. Fragen Sie über das [{contact}]({contactLink}).',
    educationWhen: 'Wann er sein Studium abschließt, steht nicht auf der Website.',
    serviceDefine:
      'Die Website nennt {items} unter den Leistungen von {short}; näher erklärt sie den Begriff nicht. Details erfahren Sie über das [{contact}]({contactLink}).',
  },
};
