import type { Language } from '../../../src/shared/languages';

/** The assistant's own wording. {name}, {email}, {linkedin}, {github}, {cv}, {business},
 * {clientSite} and {clientSiteUrl} are filled from the owner's configuration. */
export interface Phrases {
  greeting: string;
  thanks: string;
  goodbye: string;
  identity: string;
  refusal: string;
  unknown: string;
  contactIntro: string;
  contactEmail: string;
  contactLinkedin: string;
  contactForm: string;
  cv: string;
  availability: string;
  clientProject: string;
  profiles: string;
  related: string;
  /** {skill} and {group}: a technology the site lists. */
  skillListed: string;
  /** {skill} and {line}: a technology the site mentions outside the skills list. */
  skillMentioned: string;
  /** {skill}: a technology the site does not mention. */
  skillNotListed: string;
  askDirectly: string;
  intro: Record<'skills' | 'projects' | 'services' | 'about', string>;
  someone: string;
}

export const PHRASES: Record<Language, Phrases> = {
  en: {
    greeting:
      "Hello! I'm the automated assistant of this website. Ask me about {name}'s services, skills, projects or how to get in touch.",
    thanks: "You're welcome! Is there anything else you'd like to know about {name}?",
    goodbye: 'Goodbye, and thanks for visiting!',
    identity:
      "I'm an automated assistant (an AI chat bot), not {name}. I answer only from the content of this website.",
    refusal:
      "I can't do that: I'm only here to answer questions about {name} and {name}'s work, and I stay in that role. Would you like to know about services, skills, projects or how to get in touch?",
    unknown:
      "I'm sorry, I don't know that – this website doesn't say. Please ask {name} directly using the contact form on this page.",
    contactIntro: 'You can reach {name} like this:',
    contactEmail: 'E-mail: {email}',
    contactLinkedin: 'LinkedIn: {linkedin}',
    contactForm: 'Or simply send a message with the contact form on this page.',
    cv: "{name}'s CV can be downloaded here: {cv}",
    availability:
      'Whether {name} has time for your project right now is best asked directly: please describe it in the contact form on this page.',
    clientProject: 'Client project: {clientSite} ({clientSiteUrl})',
    profiles: 'Profiles: {linkedin} · {github}',
    related: 'Here is what this website says about that:',
    skillListed: '{skill}: yes – listed under "{group}".',
    skillMentioned: '{skill} is mentioned on this website: "{line}"',
    skillNotListed: "{skill} isn't listed on this website, so I can't tell you more about it.",
    askDirectly: 'Please ask {name} directly using the contact form on this page.',
    intro: {
      skills: 'These are the skills listed on this website:',
      projects: 'Projects shown on this website:',
      services: 'What {name} offers, according to this website:',
      about: 'About {name}:',
    },
    someone: 'the owner of this website',
  },
  de: {
    greeting:
      'Hallo! Ich bin der automatische Assistent dieser Website. Fragen Sie mich nach den Leistungen, Kenntnissen und Projekten von {name} oder danach, wie Sie Kontakt aufnehmen.',
    thanks: 'Gern geschehen! Möchten Sie noch etwas über {name} wissen?',
    goodbye: 'Auf Wiedersehen und danke für Ihren Besuch!',
    identity:
      'Ich bin ein automatischer Assistent (ein KI-Chatbot), nicht {name}. Ich antworte nur mit den Inhalten dieser Website.',
    refusal:
      'Das kann ich nicht tun: Ich beantworte hier nur Fragen zu {name} und der Arbeit von {name} und bleibe bei dieser Rolle. Möchten Sie etwas über Leistungen, Kenntnisse, Projekte oder die Kontaktaufnahme wissen?',
    unknown:
      'Das weiß ich leider nicht – dazu steht auf dieser Website nichts. Bitte fragen Sie {name} direkt über das Kontaktformular auf dieser Seite.',
    contactIntro: 'So erreichen Sie {name}:',
    contactEmail: 'E-Mail: {email}',
    contactLinkedin: 'LinkedIn: {linkedin}',
    contactForm: 'Oder schreiben Sie einfach über das Kontaktformular auf dieser Seite.',
    cv: 'Den Lebenslauf von {name} können Sie hier herunterladen: {cv}',
    availability:
      'Ob {name} gerade Zeit für Ihr Projekt hat, fragen Sie am besten direkt: Beschreiben Sie es bitte im Kontaktformular auf dieser Seite.',
    clientProject: 'Kundenprojekt: {clientSite} ({clientSiteUrl})',
    profiles: 'Profile: {linkedin} · {github}',
    related: 'Das steht auf dieser Website dazu:',
    skillListed: '{skill}: ja – aufgeführt unter „{group}“.',
    skillMentioned: '{skill} wird auf dieser Website erwähnt: „{line}“',
    skillNotListed:
      '{skill} wird auf dieser Website nicht genannt, dazu kann ich also nichts sagen.',
    askDirectly: 'Bitte fragen Sie {name} direkt über das Kontaktformular auf dieser Seite.',
    intro: {
      skills: 'Diese Kenntnisse nennt die Website:',
      projects: 'Projekte auf dieser Website:',
      services: 'Was {name} laut dieser Website anbietet:',
      about: 'Über {name}:',
    },
    someone: 'den Inhaber dieser Website',
  },
};
