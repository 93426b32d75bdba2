/**
 * What the assistant knows, as typed facts: compiled once at start-up (compile.ts) from the
 * owner profile (.env) and the site's translations, per language. Every answer and the
 * model's system prompt are written from these facts and nothing else.
 */
import type { Language } from '../../../../src/shared/languages';

/** How far along a skill is, from the group the skills section lists it under. */
export type SkillLevel = 'using' | 'learning' | 'other';

export interface Skill {
  name: string;
  level: SkillLevel;
  /** The group's heading on the page ("Using now", "Lerne ich gerade"). */
  group: string;
}

export interface ServiceGroup {
  /** The key in about.json ('development', 'maintenance'). */
  key: string;
  title: string;
  lead: string;
  items: string[];
}

export interface Project {
  name: string;
  /** "Client website". */
  kind: string;
  description: string;
  tags: string[];
  url: string;
}

/** One of the owner's own answers (src/locales/<lng>/assistant.json). */
export interface OwnerAnswer {
  id: string;
  /** Ways visitors ask it: the classifier's examples. */
  questions: string[];
  answer: string;
}

export interface Facts {
  lang: Language;
  name: string;
  /** What the answers call the owner after the first mention. */
  shortName: string;
  business: string;
  /** hero.title, "Information Engineer". */
  title: string;
  /** "freelance software developer and Information Engineering student", ready after "is a". */
  role: string;
  /** The part of the role that is education, "Information Engineering student". */
  education: string;
  /** What the About section says the studies give him, as written there ("My studies give me …"). */
  studies: string;
  /** "websites, web apps, hosting and IT support for small businesses – in English and German". */
  offer: string;
  /** hero.availability, "Available for new projects". */
  availability: string;
  location: { street: string; postcode: string; city: string; country: string };
  /** "Musterstadt, Germany": the city and country that are given. */
  place: string;
  /** Names of the languages the owner works in, in this language ("English", "German"). */
  workingLanguages: string[];
  services: ServiceGroup[];
  businessInfo: { headline: string; highlights: string[] };
  skills: Skill[];
  /** The skills section's own heading per level (the page's words). */
  skillGroups: Partial<Record<SkillLevel, string>>;
  projects: Project[];
  /** portfolio.more, "And many more to come!". */
  moreProjects: string;
  contact: { email: string; phone: string; linkedin: string; github: string };
  cv: string;
  designer: string;
  copyrightYear: number;
  /** The header's colour scheme switch: its label and choices; empty where there is none. */
  theme: { label: string; choices: string[] };
  privacy: {
    /** Sentences of the privacy notice's summary that are not in the owner's first person. */
    summary: string[];
    chatsStored: boolean;
    contactRetentionDays: number;
    /** The external model's provider when one is configured and named; empty otherwise. */
    chatProvider: string;
    /** Who sees chat messages: the privacy notice's sentence for the engine in use. */
    chatRecipient: string;
    /** What the server logs of a visit and that it keeps no IP address. */
    logs: string;
    /** What the server does log of each request ("… logs only: the request method …"). */
    logged: string;
    /** How requests are counted per IP address against abuse, and for how long. */
    rateLimit: string;
    /** The rate limit's counting per IP address, without its legal basis. */
    counted: string;
    /** What the privacy notice says of a data protection officer (as written); empty: nothing. */
    dpo: string;
    /** The privacy notice's date line ("Last updated: 22 November 2026"); empty: none. */
    updated: string;
    /** The hosting provider the privacy notice names; empty: not named. */
    host: string;
    /** The right to complain to a supervisory authority, as written; empty: not said. */
    complaint: string;
    /** How long the owner keeps enquiries in his mailbox, as written (first person). */
    mailbox: string;
    /** What happens on clicking a link to another site, as written. */
    links: string;
    /** Whether decisions are made by machine (GDPR Art. 22), as written. */
    automated: string;
    /** That conversations are not kept once the page is closed or reloaded, as written. */
    notStored: string;
    /** The advice not to enter sensitive personal data in the chat (its first sentence), as written. */
    chatAdvice: string;
    /** What the browser sends with a question (the question, earlier messages up to the limit, the page's language), as written. */
    chatSent: string;
    /** How the contact form tells people from spam bots, as written. */
    spamCheck: string;
    /** Where the contact form's messages are stored (its first sentence), as written. */
    storedWhere: string;
    /** What the form's messages are used for (the summary's sentence), as written. */
    formUse: string;
    /** The legal basis of each kind of processing, as written; empty: not given. */
    legalBasis: { form: string; chat: string; logs: string; storage: string };
  };
  /** The owner's answers to common questions, in the owner's words about him. */
  ownerAnswers: OwnerAnswer[];
  legal: { vatId: string; responsible: string };
  /** Lines of the site that state a price (none today: the answer then says so). */
  priceLines: string[];
  /** Links the answers use. */
  links: {
    contact: string;
    about: string;
    skills: string;
    portfolio: string;
    legal: string;
    privacy: string;
  };
}

export type FactBase = Record<Language, Facts>;

/** The contact form's anchor on the page, as the replies link it (`Facts.links.contact`). */
export const CONTACT_LINK = '#contact';
