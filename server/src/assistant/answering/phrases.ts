/**
 * The assistant's own wording per language: data, filled by compose.ts. Answers speak about
 * the owner in the third person ({name} at first, {short} after), say the answer first, and
 * link with `[label](target)` (src/shared/reply-links.ts decides what becomes a link).
 */
import type { Language } from '../../../../src/shared/languages';

export interface Phrases {
  quote: [open: string, close: string];
  /** "under" a skills group heading. */
  under: string;
  labels: {
    contact: string;
    about: string;
    skills: string;
    legal: string;
    privacy: string;
    cv: string;
  };
  overview: string;
  title: string;
  services: string;
  serviceArea: string;
  serviceAreas: string;
  serviceGroup: string;
  serviceItems: string;
  serviceItemsPartly: string;
  websiteOrApp: string;
  /** The contact form in either language. */
  formLanguage: string;
  workMissing: string;
  workSupport: string;
  workNearest: string;
  workOffer: string;
  workAsk: string;
  business: string;
  skillsList: string;
  skillUsing: string;
  skillLearning: string;
  skillOther: string;
  skillMentioned: string;
  skillTagged: string;
  skillMissing: string;
  skillMissingMany: string;
  kindListed: string;
  kindMissing: string;
  skillListed: string;
  askDirectly: string;
  levelUsing: string;
  levelLearning: string;
  levelOther: string;
  learning: string;
  languages: string;
  languageYes: string;
  /** Languages beside the ones named ("any other languages besides english and german?"). */
  languageOthers: string;
  languageNo: string;
  location: string;
  address: string;
  education: string;
  educationMissing: string;
  /** The About section's sentence on his studies, quoted. */
  studies: string;
  projectsOne: string;
  projectsMany: string;
  project: string;
  projectTech: string;
  projectLink: string;
  /** A client's own phone, address or opening hours asked for: on its own site. */
  clientDetails: string;
  moreProjects: string;
  noProjects: string;
  contact: string;
  contactPhone: string;
  email: string;
  phone: string;
  linkedin: string;
  github: string;
  cv: string;
  /** The CV in both languages, asked for in one of them. */
  cvBoth: string;
  availability: string;
  availabilityUnstated: string;
  prices: string;
  pricesListed: string;
  replyTime: string;
  design: string;
  chatStored: string;
  chatProvider: string;
  cookies: string;
  retention: string;
  privacy: string;
  /** The privacy notice's summary ("In brief"), where it has one. */
  privacySummary: string;
  /** What the privacy notice says of a data protection officer, and whom to write to. */
  dpo: string;
  dataComplaint: string;
  mailbox: string;
  links: string;
  theme: string;
  automated: string;
  spamCheck: string;
  notStored: string;
  /** A big or long project: the site does not say whether he takes one on. */
  bigProject: string;
  /** The site does not say: a question for him. */
  forHim: string;
  /** After urgent trouble: call, else e-mail, and no promised response time. */
  urgentFollowUp: string;
  /** The site gives no team size. */
  teamSize: string;
  /** The profiles the site links ("LinkedIn (…) and GitHub (…)"). */
  profiles: string;
  /** The networks asked for that the site does not name. */
  noOtherProfile: string;
  /** Not a client yet, with trouble that is not a site: no obstacle, and how to reach him now. */
  notAClient: string;
  /** A further line of the privacy notice, after a passage of it. */
  alsoSays: string;
  /** Sensitive data offered to the chat: the notice's advice, and how to reach him instead. */
  chatAdvice: string;
  /** What the chat is sent and keeps: how much of the conversation the assistant sees. */
  chatMemory: string;
  /** Where the form's messages and the chat are processed; the country is not named. */
  whereStored: string;
  /** The hosting provider the privacy notice names. */
  hostedBy: string;
  /** What happens to the form's data: its use, where it is kept, for how long. */
  formHandling: string;
  /** Whether data goes to others: the form's use and the chat's recipient. */
  passedOn: string;
  /** No promise of a search ranking. */
  noRankingPromise: string;
  reliability: string;
  /** Whether he is real or a scam: what the site shows of who is behind it, and how to check. */
  legitimacy: string;
  legitimacyProject: string;
  legitimacyProfiles: string;
  legitimacyCheck: string;
  legitimacyMail: string;
  needSite: string;
  /** The visitor asks what their own site legally needs (imprint, cookie banner, reporting). */
  visitorsDuty: string;
  /** Whether he builds the visitor's site without cookies or tracking like this one. */
  clientPrivacy: string;
  /** A compliment on the site. */
  compliment: string;
  /** A copy of the conversation asked for: none is kept or sent. */
  noTranscript: string;
  /** Which hosting provider, or where the servers are: the site names neither. */
  whichHost: string;
  /** The privacy notice's date line. */
  privacyUpdated: string;
  legal: string;
  vat: string;
  noVat: string;
  greeting: string;
  thanks: string;
  goodbye: string;
  howAreYou: string;
  ack: string;
  prompt: string;
  self: string;
  identity: string;
  /** Who answers, said before: the opening of what else is asked ("who built you then"). */
  toldBefore: string;
  /** Who answers, once it has been said ("do you have feelings lol" after the disclosure). */
  identityAgain: string;
  /** Asking for him himself once told who answers ("ist er grad online?", "i want a human"). */
  personAgain: string;
  roleChange: string;
  /** Before the answer to a question asked inside a role to play. */
  outOfRole: string;
  offTopic: string;
  /** After a decline, the visitor pressing on ("come on, just this once"): it stands. */
  declineAgain: string;
  privateRequest: string;
  missing: string;
  name: string;
  employment: string;
  /** The kinds of position the employment answer names, by what the message asks. */
  positions: { permanent: string; workingStudent: string; internship: string; partTime: string };
  contactData: string;
  legalResponsible: string;
  workplace: string;
  /** After the owner's answer on working remotely, where a visit was asked about. */
  onSite: string;
  /** After the owner's answer on small businesses, for a team of ten or more. */
  largerTeam: string;
  messenger: string;
  nationality: string;
  dataRights: string;
  quality: string;
  reachPhone: string;
  reachEmail: string;
  reachForm: string;
  siteBuilt: string;
  relay: string;
  detailsAsk: string;
  /** A prospect describing a project: the listed work it needs, then the way to Charles. */
  enquiryLines: string;
  /** Whether he does something the site names only in general: its lines, the visitor's case left to him. */
  nearestService: string;
  enquiryOffer: string;
  enquiryClose: string;
  /**
   * "Not sure", with choices or without; {unsure} opens them: `notUnderstood` for a message that
   * asks no clear question, `notFound` for a question no reading found an answer to.
   */
  notSure: string;
  notSureChoices: string;
  notSureChoice: string;
  notUnderstood: string;
  notFound: string;
  /** The answer would be the one just given, word for word: the site says no more than it. */
  noMoreLead: string;
  /** `missing`, asked of something else the site does not say either. */
  missingEither: string;
  noMoreTail: string;
  complaint: string;
  experience: string;
  personalUnknown: string;
  ipLogging: string;
  /** The request counter against abuse ("too many messages", "how long is my IP kept?"). */
  rateLimit: string;
  chatRecipient: string;
  /** Before what the chat does with messages, where the question is whether it is AI, not where they go. */
  chatMachine: string;
  /** Before the answer to a message addressed to Charles ("Hallo Charles! …"): who answers. */
  notCharles: string;
  /** The language and theme kept in the browser's local storage. */
  browserStorage: string;
  /** Nothing loaded from other companies: the summary's line, or this. */
  thirdParties: string;
  thirdPartiesLine: string;
  /** Who hosts the site and what its infrastructure may log. */
  hostNamed: string;
  hostGeneric: string;
  /** Why the form asks for every field, and the way around it. */
  formFields: string;
  /** How long a message in the form may be, and that it takes no attachments. */
  formLimits: string;
  /** The visitor could not reach the owner (no answer on the phone, no reply, a form error). */
  unreachable: string;
  /** Asked to look up a message sent or what is stored about the visitor ("can you check if it arrived?"). */
  cantLookUp: string;
  /** The weather where he is: not known; where he is based. */
  weather: string;
  /** "A chatbot like you for my site" asked in so many words, to be answered as such. */
  buildChatbot: string;
  /** Whether he reads the chat: it is not stored, so he does not; how to reach him. */
  chatUnseen: string;
  /** Asked to delete or hand over the visitor's data itself: it cannot; an e-mail is enough. */
  cantDoIt: string;
  /** How to switch the site's language. */
  siteLanguage: string;
  /** Whether the chat can be used in this language ("does this chat work in English?"). */
  chatLanguages: string;
  /** A message in a language the chat does not speak. */
  otherLanguage: string;
  /** Asked for this language with no question before to answer again. */
  switched: string;
  /** After the answers to several questions, where one of them was not understood. */
  restOpen: string;
  /** Data protection on the visitor's own site: the notice covers this site only. */
  projectPrivacy: string;
  /** Consumer dispute resolution, from the legal notice. */
  disputes: string;
  /** Contracts, terms, notice periods: not on the site. */
  contractTerms: string;
  /** A question in which currency he invoices: the site does not say. */
  currency: string;
  /** How the visitor pays him (methods, instalments, an advance): the site does not say. */
  paymentTerms: string;
  /** Whether he charges VAT or is exempt as a small business: the site does not say. */
  vatCharged: string;
  /** Who stands in when he is away, what happens to a client's site if he stops: not said. */
  continuity: string;
  /** Where he would host a client's site (a country, the EU): the site does not say. */
  clientHosting: string;
  /** Who owns the domain, the code and the logins after a project: the site does not say. */
  ownership: string;
  /** How many rounds of changes a project includes: the site does not say. */
  revisions: string;
  /** Deleting what was typed into the chat: nothing is stored to delete. */
  chatDeleted: string;
  /** Whether data is encrypted on its way (HTTPS, TLS): the privacy notice does not say. */
  encryption: string;
  /** The legal basis of one kind of processing, as the privacy notice gives it. */
  legalBasis: string;
  /** The kinds of processing the privacy notice gives a legal basis for, as named in it. */
  processing: { form: string; chat: string; logs: string; storage: string };
  /** Office hours, evenings, weekends, his time zone: the site gives none; where he is. */
  hours: string;
  /** The clause of `hours` that says where he is based ({place}). */
  hoursPlace: string;
  /** The button text of each intent offered as a choice (intents without one are not offered). */
  choices: Record<string, string>;
}

export const PHRASES: Record<Language, Phrases> = {
  en: {
    quote: ['“', '”'],
    under: 'under',
    labels: {
      contact: 'contact form',
      about: 'About me',
      skills: 'Skills',
      legal: 'legal notice',
      privacy: 'privacy notice',
      cv: 'Download CV',
    },
    overview:
      '{name}{title} is {aRole}, based in {country}. {short} offers {offer}. More under [{about}]({aboutLink}).',
    title: "{short}'s title on the site is {title}; {short} is {aRole}.",
    services: '{short} offers {offer}. {areas} Details under [{about}]({aboutLink}).',
    serviceArea: '{title} ({lead})',
    serviceAreas: 'The site lists two areas: {list}.',
    serviceGroup: 'Yes. Under {title} the site lists: {items}.',
    serviceItems: 'Yes – the services on the site include {items}.',
    serviceItemsPartly: 'The services on the site include {items}.',
    formLanguage:
      'Yes – write in English or German, whichever suits you: {short} reads every message himself and replies in your language.',
    websiteOrApp:
      "The site lists both among {short}'s services: {site} and {app}. Which of them your case needs, it doesn't say – {short} can advise you: send him your question through the [{contact}]({contactLink}).",
    workMissing: "The site doesn't list {kinds} among {short}'s services.",
    workSupport:
      "The site lists {items} among {short}'s services; it doesn't name {things} specifically. Describe what you need in the [{contact}]({contactLink}), and {short} will tell you what he can do.",
    workNearest: 'Nearest to that it lists {items}.',
    workOffer: '{short} offers {offer}.',
    workAsk: 'To find out whether {short} can help with it, use the [{contact}]({contactLink}).',
    business: "{business} is {short}'s business: {headline}. It offers {highlights}.",
    skillsList: 'Skills listed on the site – {groups}. More under [{skills}]({skillsLink}).',
    skillUsing: 'Yes: {skill} is listed under {group}, so {short} works with it currently.',
    skillLearning:
      "{skill} is listed under {group}: {short} is learning it, so the site doesn't claim expert level.",
    skillOther: '{skill} is listed under {group}; the site gives no level for it.',
    skillMentioned: "{skill} isn't in the skills list, but the site mentions it: {line}.",
    skillTagged: "{skill} isn't in the skills list, but the project {project} is tagged with it.",
    skillMissing: "The site doesn't mention {skill}.",
    skillMissingMany: "The site doesn't mention {skills}.",
    kindListed: 'The site lists {skills}.',
    kindMissing: "The site lists nothing of that kind; {short}'s skills in use are {using}.",
    skillListed: "{short}'s skills in use are {using}.",
    askDirectly: 'For anything else, ask {short} via the [{contact}]({contactLink}).',
    levelUsing:
      "{skill} is listed under {group}: {short} uses it currently. The site doesn't rate skill levels beyond that.",
    levelLearning: 'No: {skill} is listed under {group}, so {short} is still learning it.',
    levelOther:
      "{skill} is listed under {group}; the site doesn't give a level, so it claims no expert knowledge.",
    learning: 'According to the site, {short} is learning {items} at the moment ({group}).',
    languages: '{short} works in {languages}.',
    languageYes: 'Yes: {short} works in {languages}.',
    languageOthers: 'The site names no others: {short} works in {languages}.',
    languageNo:
      "The site names {languages} as {short}'s working languages; {asked} isn't mentioned.",
    location: '{short} is based in {place}. The address is in the [{legal}]({legalLink}).',
    address:
      'The postal address from the [{legal}]({legalLink}): {name}, {street}, {postcode} {city}, {country}.',
    education: '{short} is {anEducation}.',
    educationMissing: "The site doesn't say which university or degree.",
    studies: 'In [{about}]({aboutLink}) he writes: “{studies}”',
    projectsOne: 'The portfolio shows one project: {project} {more}',
    projectsMany: 'The portfolio shows {count} projects: {projects}. {more}',
    project: '{name}, a {kind}: {description} Online at {url}.',
    projectTech: 'The site tags {project} with {tags}.',
    projectLink: '{project} is online at {url}.',
    clientDetails:
      "This site doesn't give {project}'s own phone number, address or opening hours; its own website has them: {url}.",
    moreProjects: 'So far the portfolio shows {projects} – and says: {more}',
    noProjects: "The site doesn't show any projects yet.",
    contact: 'The quickest way is the [{contact}]({contactLink}) on this page, or e-mail {email}.',
    contactPhone: 'Phone: {phone}.',
    email: "{short}'s e-mail address is {email}. You can also use the [{contact}]({contactLink}).",
    phone: "{short}'s phone number, as given in the [{legal}]({legalLink}): {phone}.",
    linkedin: '{short} on LinkedIn: {linkedin}',
    github: "{short}'s code is on GitHub: {github}",
    cv: "{short}'s CV is a PDF: [{cvLabel}]({cvLink}).",
    cvBoth:
      "{short}'s CV is there in English and in German: [English (PDF)]({cvEn}) and [German (PDF)]({cvDe}).",
    availability:
      'The site says: {availability}. For dates and details, describe your project in the [{contact}]({contactLink}).',
    availabilityUnstated:
      "The site doesn't say whether {short} has time right now; please ask via the [{contact}]({contactLink}).",
    prices:
      "The site doesn't list prices. For a quote, describe your project in the [{contact}]({contactLink}).",
    pricesListed: 'The site says: {line}. For a quote, use the [{contact}]({contactLink}).',
    replyTime:
      'The contact section says {short} gets back to you as soon as possible; the site gives no fixed response time.',
    design: "The site's design is by {designer}, as credited in the footer.",
    chatStored:
      'No: conversations with this assistant are not stored. See the [{privacy}]({privacyLink}).',
    chatProvider: ' To answer, the server may pass your messages to {provider}.',
    cookies: 'The [{privacy}]({privacyLink}) says: {line}',
    retention:
      'Messages from the contact form are deleted from the server {days} days after delivery. Details in the [{privacy}]({privacyLink}).',
    privacy: 'Here is the [{privacy}]({privacyLink}).',
    privacySummary: 'In brief, the [{privacy}]({privacyLink}) says: {items}',
    privacyUpdated: 'The [{privacy}]({privacyLink}) says: {line}.',
    dpo: 'On a data protection officer the [{privacy}]({privacyLink}) says: {line}. For anything about your data, e-mail {email}.',
    dataComplaint:
      'The [{privacy}]({privacyLink}) says: {line}. It names no particular authority. To raise it with {short} first, an e-mail to {email} is enough.',
    mailbox: 'On his mailbox the [{privacy}]({privacyLink}) says: {line}.',
    links: 'The [{privacy}]({privacyLink}) says: {line}.',
    theme:
      'Use the “{label}” switch at the top of the page (on a phone, it is in the menu): {choices}. Your choice stays in your browser on this device.',
    automated: 'The [{privacy}]({privacyLink}) says: {line}.',
    notStored: 'The [{privacy}]({privacyLink}) says: {line}.',
    alsoSays: 'It also says: {line}',
    bigProject:
      "The site doesn't say whether {short} takes on bigger or longer projects – ask him through the [{contact}]({contactLink}).",
    forHim: "The site doesn't say – that's one for {short}.",
    urgentFollowUp:
      "For anything urgent, call him at {phone}; if he doesn't pick up, e-mail {email}. He can't promise a response time or round-the-clock availability, but he gets back to you as soon as he can.",
    teamSize:
      "The site gives no team size and doesn't say whether {short} works with others or takes on interns: it presents him as a freelancer.",
    profiles: 'The site links to his profiles on {profiles}.',
    noOtherProfile: "It doesn't mention {networks}.",
    notAClient:
      "That's no obstacle: {short} also looks after the systems people already have, whoever set them up. Call him at {phone} or e-mail {email} straight away.",
    chatAdvice:
      'Better not: the [{privacy}]({privacyLink}) says {line}. Nothing typed here is stored or reaches {short}; to reach him, use the [{contact}]({contactLink}) or e-mail {email}.',
    chatMemory: 'The [{privacy}]({privacyLink}) says: {sent} {kept}',
    whereStored:
      'The [{privacy}]({privacyLink}) says of the contact form: {line}. Of the chat: {chat}{host} It does not name the country the server is in; {short} can tell you.',
    hostedBy: ' The website is hosted by {host}.',
    formHandling:
      'The [{privacy}]({privacyLink}) says: {use}. {stored}. Messages from the contact form are deleted from the server {days} days after delivery.',
    passedOn: 'The [{privacy}]({privacyLink}) says of the contact form: {use}. Of the chat: {chat}',
    noRankingPromise: 'The site makes no promise about search rankings.',
    whichHost:
      "The site doesn't name a hosting provider or where the servers are – neither for this site nor for the sites {short} looks after. Setting up hosting, domains and e-mail is one of his services; which provider and location suit your site, he can tell you: ask him with the button below.",
    noTranscript:
      "I can't send you a copy: conversations here aren't stored, and this chat sends no e-mails. To keep an answer, copy it before you close or reload the page.",
    compliment:
      "Thank you, glad you like it! Anything you'd like to know about {short}'s services, projects or how to reach him?",
    visitorsDuty:
      "What your own site needs legally – an imprint, a privacy notice, a cookie banner, reporting a data breach – the site doesn't say, and this chat gives no legal advice. {short} can go through it with you for your project: send him your question with the button below.",
    clientPrivacy:
      "The [{privacy}]({privacyLink}) describes this website only: no cookies, no analytics or tracking. Whether he builds or reworks your site the same way, the site doesn't say – {short} can tell you for your project: send him your question with the button below.",
    needSite:
      'Whether you need one is yours to decide. {short} offers {offer}, and he is glad to talk it through with you first: just use the [{contact}]({contactLink}).',
    reliability:
      "My answers are generated automatically from the site's content, so they may be wrong. For anything binding – prices, dates, details of your project – ask {short} directly through the [{contact}]({contactLink}).",
    legitimacy:
      'The site names who is behind it: {name} ({business}), with a postal address in the [{legal}]({legalLink}).',
    legitimacyProject: 'It shows his work for a client, {project}.',
    legitimacyProfiles: 'It links his profiles on {profiles}.',
    legitimacyCheck: 'To check for yourself, call him at {phone} or e-mail {email}.',
    legitimacyMail: 'To check for yourself, e-mail {email}.',
    spamCheck: 'No tracking: the [{privacy}]({privacyLink}) says: {line}.',
    legal: 'Here is the [{legal}]({legalLink}) (Impressum).',
    vat: 'VAT identification number, from the [{legal}]({legalLink}): {vat}.',
    noVat: 'The [{legal}]({legalLink}) lists no VAT identification number.',
    greeting:
      "Hello! I'm the automated assistant of this website. Ask me about {short}'s services, skills, projects or how to get in touch.",
    thanks: "You're welcome! Anything else you'd like to know about {short}?",
    goodbye: 'Goodbye, and thanks for visiting!',
    howAreYou: 'Thanks for asking – all good here! What would you like to know about {short}?',
    ack: "Anything else? Ask me about {short}'s services, skills, projects, prices or how to get in touch.",
    prompt:
      "How can I help? Ask me about {short}'s services, skills, projects, prices or how to get in touch.",
    self: "I'm the automated assistant of this website. I answer questions about {name} – services, skills, projects, availability and how to get in touch – in English or German.",
    identity:
      "I'm this website's automated assistant – not a person, and not {short}. I answer from the site's content; to reach {short} personally: {reachAll}.",
    toldBefore: "As I said, I'm an automated assistant.",
    identityAgain:
      "As I said, I'm an automated assistant – a program, not a person, and not {short}. I answer only from what this site says, and I can be wrong; {short} himself answers through the [{contact}]({contactLink}) or at {email}.",
    personAgain:
      "I'm only the automated assistant and can't put you through: {short} himself isn't in this chat, and I can't see whether he is free right now. To reach him: {reach} – or send him your question through the [{contact}]({contactLink}).",
    roleChange:
      "I can't do that: I only answer questions about {name}, and I stay in that role. Ask me about services, skills, projects or how to get in touch.",
    outOfRole: "I'll stay this site's assistant – but to your question:",
    offTopic:
      "That's not something I can help with: I only answer questions about {name} – services, skills, projects and how to get in touch.",
    declineAgain:
      "That stays a no, I'm afraid: I only answer questions about {name} – services, skills, projects and how to get in touch.",
    privateRequest:
      "I can't share that: conversations aren't stored, and I have no access to messages, accounts or passwords. I only answer questions about {name}.",
    missing:
      "The site doesn't say. Please ask {short} directly via the [{contact}]({contactLink}).",
    name: "{short}'s full name is {name}.",
    positions: {
      permanent: 'a permanent or full-time position',
      workingStudent: 'a working-student position',
      internship: 'an internship',
      partTime: 'a part-time position or contract',
    },
    employment:
      'The site presents {name} as {aRole} – it says nothing about {position}. To ask {short} about one, use the [{contact}]({contactLink}).',
    contactData:
      'The [{privacy}]({privacyLink}) says: {line} Messages from the contact form are deleted from the server {days} days after delivery.',
    legalResponsible:
      "{responsible} is responsible for this site's content, as the [{legal}]({legalLink}) says.",
    workplace:
      "{short} is based in {place} and works in {languages}. Whether he works on site, remotely or for clients in other countries, the site doesn't say – ask via the [{contact}]({contactLink}).",
    onSite:
      "Whether he also comes on site, the site doesn't say – ask {short} via the [{contact}]({contactLink}).",
    largerTeam:
      "Whether that fits a team your size, the site doesn't say – ask {short} via the [{contact}]({contactLink}).",
    messenger: "The site doesn't mention WhatsApp or other messengers. To reach {short}: {reach}.",
    nationality:
      "The site says {short} is based in {country} and works in {languages}; it doesn't state his nationality.",
    dataRights:
      'The [{privacy}]({privacyLink}) explains what the site processes and your rights (access, erasure and more); to use them, e-mail {email}. Contact-form messages are deleted from the server {days} days after delivery.',
    quality:
      "The site has no reviews or ratings; it lists {short}'s [{skills}]({skillsLink}) with their level and shows his client work in the portfolio. To ask about your project, use the [{contact}]({contactLink}).",
    reachPhone: 'phone {phone} (from the [{legal}]({legalLink}))',
    reachEmail: 'e-mail {email}',
    reachForm: 'the [{contact}]({contactLink})',
    siteBuilt: "The site credits its design to {designer}; who built it, it doesn't say.",
    relay:
      "I can't pass on messages: conversations here aren't stored and don't reach {short}. Please use the [{contact}]({contactLink}) or e-mail {email} – add your number there if you'd like a call back.",
    detailsAsk:
      '{short} can tell you more about your case: send him your question through the [{contact}]({contactLink}).',
    enquiryLines: 'That is the kind of work {short} does: the site lists {items}.',
    nearestService:
      "Among {short}'s services the site lists {items}; it says no more about it than that. Whether and how that fits what you have in mind, {short} can tell you himself: send him your question through the [{contact}]({contactLink}).",
    enquiryOffer: 'That sounds like a project for {short}, who offers {offer}.',
    enquiryClose:
      'Scope, timing and price are best settled with {short} himself: send him your message through the [{contact}]({contactLink}) – the button below puts it there for you.',
    notSure:
      "{unsure} You can ask me about {short}'s services, skills, projects, prices or how to reach him – or send your question to {short} through the [{contact}]({contactLink}).",
    notSureChoice:
      '{unsure} Did you mean the question below? If not, send your question to {short} through the [{contact}]({contactLink}).',
    notSureChoices:
      '{unsure} Did you mean one of these? If not, send your question to {short} through the [{contact}]({contactLink}).',
    notUnderstood: "I'm not sure I understood that.",
    notFound: "I couldn't find an answer to that on the site.",
    noMoreLead: 'That is all the site says about it:',
    missingEither:
      "The site doesn't say that either. Please ask {short} directly via the [{contact}]({contactLink}).",
    noMoreTail:
      'Anything beyond that, {short} can answer himself: send him your question through the [{contact}]({contactLink}).',
    complaint:
      "Sorry that I couldn't help. I answer questions about {short}'s services, skills, projects, prices and how to reach him – and I can pass your question on to {short} through the [{contact}]({contactLink}).",
    experience:
      "The site doesn't give years of experience or a seniority level: it presents {name} as {aRole}. {short} can tell you more – ask via the [{contact}]({contactLink}).",
    personalUnknown:
      "The site doesn't say – it's about {short}'s work, not his private life. Anything about your project you can ask him through the [{contact}]({contactLink}).",
    ipLogging: 'The [{privacy}]({privacyLink}) says: {logs}',
    rateLimit: 'The [{privacy}]({privacyLink}) says: {rateLimit}',
    browserStorage:
      "The site keeps only your language and, if you picked one, your light or dark theme in your browser's local storage, so it opens the same way next time. They stay on your device and are never sent to the server; delete them in your browser's settings (site data) whenever you like. No cookies. See the [{privacy}]({privacyLink}).",
    thirdParties:
      "No: the site loads nothing from other companies' servers – no Google Fonts, no analytics, no social media plugins. See the [{privacy}]({privacyLink}).",
    thirdPartiesLine: 'No. The [{privacy}]({privacyLink}) says: {line}',
    hostNamed:
      "The site is hosted by {host}. The site's own server logs no IP addresses; the hosting provider's infrastructure may record access data such as IP addresses, on {short}'s behalf as a processor. Details in the [{privacy}]({privacyLink}).",
    hostGeneric:
      "The site's own server logs no IP addresses. If a hosting provider's infrastructure delivers the site, it may record access data such as IP addresses in its own logs, on {short}'s behalf as a processor. Details in the [{privacy}]({privacyLink}).",
    formFields:
      "The form asks for your name, e-mail address and phone number because all of them are needed to answer you. You don't have to use it: you can also simply e-mail {email}.",
    formLimits:
      'A message in the form can be up to {messageMax} characters, text only – no attachments. Mention your files (a flyer, photos) and {short} will tell you how to send them, or e-mail them to {email}.',
    siteLanguage:
      'The site is in English and German: the language buttons at the top of the page (EN and DE) switch it, and your browser remembers the choice.',
    chatLanguages:
      'Yes – I answer in English or German, whichever you write in; {short} works in both languages too, and the site switches with the EN and DE buttons at the top. What would you like to know?',
    otherLanguage:
      'Sorry – I can only answer in English or German, and {short} works in these two languages too. Please write your question in one of them.',
    projectPrivacy:
      "The [{privacy}]({privacyLink}) covers this website only. What data protection your own site needs – patient, member or customer data in a form, say – the site doesn't say; {short} can go through it with you: send him your question with the button below.",
    restOpen:
      "The rest of your message I'm not sure I understood – {short} can answer it: send it to him with the button below.",
    switched:
      "Sure, in English from here on. Ask me about {short}'s services, skills, projects, prices or how to get in touch.",
    disputes:
      'The [{legal}]({legalLink}) says that {short} takes no part in dispute resolution proceedings before a consumer arbitration board (§ 36 VSBG).',
    contractTerms:
      "The site doesn't publish terms, contracts or notice periods. After a first conversation {short} sends you a proposal you can decide on in your own time – ask him about the terms through the [{contact}]({contactLink}).",
    currency:
      "The site doesn't say in which currencies {short} invoices – only that he sends a proper invoice for every job. Ask him about yours through the [{contact}]({contactLink}).",
    paymentTerms:
      "The site doesn't say how you pay {short} – payment methods, instalments or an advance payment – only that he sends a proper invoice for every job. Ask him about it through the [{contact}]({contactLink}).",
    clientHosting:
      "The site doesn't say where {short} hosts clients' sites – setting up hosting, domains and e-mail is among his services. Ask him about hosting in a particular country or the EU through the [{contact}]({contactLink}).",
    continuity:
      "The site doesn't say who stands in when {short} is away, or what happens to a client's site if he stops. Ask him how he would hand over the domain, the code and the logins through the [{contact}]({contactLink}).",
    revisions:
      "The site doesn't say how many rounds of changes a project includes. Ask {short} through the [{contact}]({contactLink}); he can tell you how he handles feedback.",
    ownership:
      "The site doesn't say who owns the domain, the code or the logins once a project is done. Ask {short} how he hands them over through the [{contact}]({contactLink}).",
    encryption:
      "The [{privacy}]({privacyLink}) doesn't say how data is encrypted on its way, for example over HTTPS. {short} can tell you: send him your question with the button below.",
    legalBasis: 'For {processing}, the [{privacy}]({privacyLink}) says: {line}.',
    processing: {
      form: 'the contact form',
      chat: 'the chat',
      logs: "the server's logs",
      storage: 'your language and theme kept in your browser',
    },
    chatDeleted:
      "There's nothing to delete: conversations here aren't stored – neither the server nor your browser keeps them once the page is closed or reloaded.",
    hours:
      "The site gives no office hours and doesn't say whether {short} works evenings or weekends – he gets back to you as soon as possible.{where} To reach him: {reach}.",
    hoursPlace: ' He is based in {place}.',
    vatCharged:
      "The site doesn't say whether {short} charges VAT or is exempt from it as a small business – only that he sends a proper invoice for every job. {vatLine} Ask him about it through the [{contact}]({contactLink}).",
    buildChatbot: 'Can Charles build a chatbot for my website?',
    weather:
      "I can't tell you the weather – I only know what this site says: {short} is based in {place}.",
    chatUnseen:
      "No: this chat is an automated assistant, and conversations are not stored, so {short} doesn't see them. To reach him, use the [{contact}]({contactLink}) or e-mail {email}.",
    cantDoIt:
      "I can't do that myself: I have no access to messages sent through the form or to anything stored about you – I only answer from this site's content. As the [{privacy}]({privacyLink}) says, an e-mail to {email} is enough.",
    cantLookUp:
      "I can't look that up: I don't see messages sent through the form or anything stored about you – only what this site says. {short} can tell you: {reach}.",
    unreachable:
      "Sorry you couldn't reach him. {short} reads every message himself and replies as soon as he can, but he can't always pick up straight away. E-mail {email} or use the [{contact}]({contactLink}) – add your number and what it's about, and he'll get back to you.",
    chatRecipient:
      'No. {recipient} Conversations are not stored. See the [{privacy}]({privacyLink}).',
    chatMachine: 'This chat is an automated assistant, not a person.',
    notCharles: "Just so you know: this is the site's automated assistant, not {short} himself.",
    choices: {
      services: 'What does he offer?',
      prices: 'What does it cost?',
      availability: 'Is he taking new projects?',
      projects: 'What has he built?',
      skills: 'What are his skills?',
      contact: 'How can I reach him?',
      overview: 'Who is {short}?',
      location: 'Where is he based?',
      languages: 'Which languages does he work in?',
      education: 'What does he study?',
      cv: 'Can I see his CV?',
      chatStored: 'Is this chat stored?',
      contactData: 'What happens to my contact form message?',
      cookies: 'Does the site use cookies?',
      dpo: 'Is there a data protection officer?',
      browserStorage: 'What does the site keep in my browser?',
      thirdParties: 'Does the site load anything from Google?',
      hosting: 'Who hosts the site?',
      formFields: 'Do I have to give my phone number?',
      identity: 'Who is answering here?',
      business: 'What is {business}?',
      employment: 'Is he open to a job?',
      'owner.timeline': 'How soon could my site be online?',
      'owner.selfEdit': 'Can I change texts and photos myself?',
      'owner.noTechKnowledge': "I don't know much about tech – is that a problem?",
      'owner.smallBusiness': 'Is my business too small?',
      'owner.urgentHelp': 'What if my site is down or hacked?',
      'owner.maintenancePlan': 'What does maintenance cover?',
      'owner.invoices': 'Does he send invoices?',
      'owner.freelancerVsAgency': 'Why a freelancer, not an agency?',
      'owner.formMessage': 'What happens after I send a message?',
      'owner.existingSite': 'Can he take over my existing site?',
      'owner.process': 'How does a project work?',
      'owner.remote': 'Does he work remotely?',
    },
  },
  de: {
    quote: ['„', '“'],
    under: 'unter',
    labels: {
      contact: 'Kontaktformular',
      about: 'Über mich',
      skills: 'Skills',
      legal: 'Impressum',
      privacy: 'Datenschutzerklärung',
      cv: 'Lebenslauf herunterladen',
    },
    overview:
      '{name}{title} ist {role} mit Sitz in {country}. {short} bietet {offer}. Mehr unter [{about}]({aboutLink}).',
    title: 'Der Titel von {short} auf der Website ist {title}; {short} ist {role}.',
    services: '{short} bietet {offer}. {areas} Details unter [{about}]({aboutLink}).',
    serviceArea: '{title} ({lead})',
    serviceAreas: 'Die Website nennt zwei Bereiche: {list}.',
    serviceGroup: 'Ja. Unter {title} nennt die Website: {items}.',
    serviceItems: 'Ja – zu den Leistungen auf der Website gehören {items}.',
    serviceItemsPartly: 'Zu den Leistungen auf der Website gehören {items}.',
    formLanguage:
      'Ja – schreiben Sie auf Deutsch oder Englisch, wie es Ihnen lieber ist: {short} liest jede Nachricht selbst und antwortet in Ihrer Sprache.',
    websiteOrApp:
      'Die Website nennt beides unter den Leistungen von {short}: {site} und {app}. Was davon Sie brauchen, sagt sie nicht – dazu berät Sie {short} selbst: Schicken Sie ihm Ihre Frage über das [{contact}]({contactLink}).',
    workMissing: 'Die Website nennt {kinds} nicht unter den Leistungen von {short}.',
    workSupport:
      'Die Website nennt {items} unter den Leistungen von {short}; {things} erwähnt sie nicht eigens. Beschreiben Sie im [{contact}]({contactLink}), was Sie brauchen, dann sagt Ihnen {short}, was er tun kann.',
    workNearest: 'Am ehesten passt dazu: {items}.',
    workOffer: '{short} bietet {offer}.',
    workAsk:
      'Ob {short} dabei helfen kann, fragen Sie am besten über das [{contact}]({contactLink}).',
    business: '{business} ist das Unternehmen von {short}: {headline}. Angebot: {highlights}.',
    skillsList: 'Kenntnisse laut Website – {groups}. Mehr unter [{skills}]({skillsLink}).',
    skillUsing: 'Ja: {skill} steht unter {group} – {short} arbeitet also aktuell damit.',
    skillLearning:
      '{skill} steht unter {group}: {short} lernt es gerade, Expertenwissen behauptet die Website also nicht.',
    skillOther: '{skill} steht unter {group}; eine Stufe nennt die Website dafür nicht.',
    skillMentioned: '{skill} steht nicht in der Liste der Kenntnisse, wird aber erwähnt: {line}.',
    skillTagged:
      '{skill} steht nicht in der Liste der Kenntnisse, aber das Projekt {project} trägt es als Schlagwort.',
    skillMissing: '{skill} wird auf der Website nicht genannt.',
    skillMissingMany: '{skills} werden auf der Website nicht genannt.',
    kindListed: 'Die Website nennt {skills}.',
    kindMissing: 'Dazu nennt die Website nichts; aktuell im Einsatz sind bei {short}: {using}.',
    skillListed: 'Aktuell im Einsatz sind bei {short}: {using}.',
    askDirectly: 'Alles Weitere fragen Sie {short} am besten über das [{contact}]({contactLink}).',
    levelUsing:
      '{skill} steht unter {group}: {short} setzt es aktuell ein. Genauere Stufen nennt die Website nicht.',
    levelLearning: 'Nein: {skill} steht unter {group} – {short} lernt es also noch.',
    levelOther:
      '{skill} steht unter {group}; eine Stufe nennt die Website nicht, Expertenwissen behauptet sie also nicht.',
    learning: 'Laut Website lernt {short} gerade {items} ({group}).',
    languages: '{short} arbeitet auf {languages}.',
    languageYes: 'Ja: {short} arbeitet auf {languages}.',
    languageOthers: 'Weitere nennt die Website nicht: {short} arbeitet auf {languages}.',
    languageNo:
      'Die Website nennt {languages} als Arbeitssprachen von {short}; {asked} wird nicht erwähnt.',
    location: '{short} ist in {place} ansässig. Die Anschrift steht im [{legal}]({legalLink}).',
    address:
      'Die Anschrift laut [{legal}]({legalLink}): {name}, {street}, {postcode} {city}, {country}.',
    education: '{short} ist {education}.',
    educationMissing: 'Welche Hochschule oder welchen Abschluss, steht nicht auf der Website.',
    studies: 'Unter [{about}]({aboutLink}) schreibt er: „{studies}“',
    projectsOne: 'Das Portfolio zeigt ein Projekt: {project} {more}',
    projectsMany: 'Das Portfolio zeigt {count} Projekte: {projects}. {more}',
    project: '{name}, eine {kind}: {description} Online unter {url}.',
    projectTech: 'Die Website nennt für {project} diese Schlagworte: {tags}.',
    projectLink: '{project} ist online unter {url}.',
    clientDetails:
      'Telefonnummer, Adresse oder Öffnungszeiten von {project} nennt diese Website nicht; die stehen auf deren eigener Website: {url}.',
    moreProjects: 'Bisher zeigt das Portfolio {projects} – mit dem Hinweis: {more}',
    noProjects: 'Die Website zeigt noch keine Projekte.',
    contact:
      'Am einfachsten über das [{contact}]({contactLink}) auf dieser Seite oder per E-Mail an {email}.',
    contactPhone: 'Telefon: {phone}.',
    email:
      'Die E-Mail-Adresse von {short} ist {email}. Sie können auch das [{contact}]({contactLink}) nutzen.',
    phone: 'Die Telefonnummer von {short} laut [{legal}]({legalLink}): {phone}.',
    linkedin: '{short} auf LinkedIn: {linkedin}',
    github: 'Den Code von {short} finden Sie auf GitHub: {github}',
    cv: 'Den Lebenslauf von {short} gibt es als PDF: [{cvLabel}]({cvLink}).',
    cvBoth:
      'Den Lebenslauf von {short} gibt es auf Deutsch und auf Englisch: [Deutsch (PDF)]({cvDe}) und [Englisch (PDF)]({cvEn}).',
    availability:
      'Die Website sagt: {availability}. Für Termine und Details beschreiben Sie Ihr Projekt am besten im [{contact}]({contactLink}).',
    availabilityUnstated:
      'Ob {short} gerade Zeit hat, steht nicht auf der Website; fragen Sie bitte über das [{contact}]({contactLink}).',
    prices:
      'Die Website nennt keine Preise. Für ein Angebot beschreiben Sie Ihr Projekt am besten im [{contact}]({contactLink}).',
    pricesListed:
      'Die Website sagt: {line}. Für ein Angebot nutzen Sie das [{contact}]({contactLink}).',
    replyTime:
      'Laut Kontaktbereich meldet sich {short} so bald wie möglich; eine feste Antwortzeit nennt die Website nicht.',
    design: 'Das Design der Website stammt von {designer}, wie im Footer genannt.',
    chatStored:
      'Nein: Unterhaltungen mit diesem Assistenten werden nicht gespeichert. Mehr in der [{privacy}]({privacyLink}).',
    chatProvider: ' Für die Antworten kann der Server Ihre Nachrichten an {provider} weitergeben.',
    cookies: 'Die [{privacy}]({privacyLink}) sagt: {line}',
    retention:
      'Nachrichten aus dem Kontaktformular werden {days} Tage nach der Zustellung vom Server gelöscht. Details in der [{privacy}]({privacyLink}).',
    privacy: 'Hier ist die [{privacy}]({privacyLink}).',
    privacySummary: 'Kurz gesagt steht in der [{privacy}]({privacyLink}): {items}',
    privacyUpdated: 'In der [{privacy}]({privacyLink}) steht: {line}.',
    dpo: 'Zum Datenschutzbeauftragten sagt die [{privacy}]({privacyLink}): {line}. Für alles zu Ihren Daten genügt eine E-Mail an {email}.',
    dataComplaint:
      'Die [{privacy}]({privacyLink}) sagt: {line}. Eine bestimmte Behörde nennt sie nicht. Wenn Sie es zuerst mit {short} klären möchten, genügt eine E-Mail an {email}.',
    mailbox: 'Zu seinem Postfach sagt die [{privacy}]({privacyLink}): {line}.',
    links: 'Die [{privacy}]({privacyLink}) sagt: {line}.',
    theme:
      'Dafür gibt es oben auf der Seite den Schalter „{label}“ (auf dem Smartphone im Menü): {choices}. Ihre Wahl bleibt in Ihrem Browser auf diesem Gerät.',
    automated: 'Die [{privacy}]({privacyLink}) sagt: {line}.',
    notStored: 'Die [{privacy}]({privacyLink}) sagt: {line}.',
    alsoSays: 'Außerdem: {line}',
    bigProject:
      'Ob {short} ein größeres oder längeres Projekt übernimmt, sagt die Website nicht – fragen Sie ihn über das [{contact}]({contactLink}).',
    forHim: 'Das sagt die Website nicht – das beantwortet Ihnen {short}.',
    urgentFollowUp:
      'Wenn es dringend ist, rufen Sie ihn unter {phone} an; geht er nicht ran, schreiben Sie an {email}. Eine Reaktionszeit oder Erreichbarkeit rund um die Uhr verspricht er nicht, er meldet sich aber so bald wie möglich.',
    teamSize:
      'Eine Teamgröße nennt die Website nicht, auch nicht, ob {short} mit anderen arbeitet oder Praktikanten aufnimmt; sie stellt ihn als Freiberufler vor.',
    profiles: 'Die Website verlinkt seine Profile auf {profiles}.',
    noOtherProfile: '{networks} erwähnt sie nicht.',
    notAClient:
      'Das ist kein Hindernis: {short} kümmert sich auch um Systeme, die schon da sind, egal wer sie eingerichtet hat. Rufen Sie ihn sofort unter {phone} an oder schreiben Sie an {email}.',
    chatAdvice:
      'Lieber nicht: Die [{privacy}]({privacyLink}) sagt {line}. Was Sie hier eingeben, wird nicht gespeichert und erreicht {short} nicht; persönlich erreichen Sie ihn über das [{contact}]({contactLink}) oder per E-Mail an {email}.',
    chatMemory: 'Die [{privacy}]({privacyLink}) sagt: {sent} {kept}',
    whereStored:
      'Die [{privacy}]({privacyLink}) sagt zum Kontaktformular: {line}. Zum Chat: {chat}{host} In welchem Land der Server steht, nennt sie nicht; das sagt Ihnen {short}.',
    hostedBy: ' Gehostet wird die Website bei {host}.',
    formHandling:
      'Die [{privacy}]({privacyLink}) sagt: {use}. {stored}. Nachrichten aus dem Kontaktformular werden {days} Tage nach der Zustellung vom Server gelöscht.',
    passedOn: 'Die [{privacy}]({privacyLink}) sagt zum Kontaktformular: {use}. Zum Chat: {chat}',
    noRankingPromise: 'Eine Platzierung bei Suchmaschinen verspricht die Website nicht.',
    whichHost:
      'Einen Hosting-Anbieter oder den Serverstandort nennt die Website nicht – weder für diese Website noch für die Websites, die {short} betreut. Die Einrichtung von Hosting, Domains und E-Mail gehört zu seinen Leistungen; welcher Anbieter und Standort zu Ihrer Website passt, sagt er Ihnen gern: Fragen Sie ihn mit dem Knopf unten.',
    noTranscript:
      'Eine Kopie kann ich Ihnen nicht schicken: Unterhaltungen hier werden nicht gespeichert, und dieser Chat verschickt keine E-Mails. Möchten Sie eine Antwort behalten, kopieren Sie sie, bevor Sie die Seite schließen oder neu laden.',
    compliment:
      'Danke schön, freut mich, dass sie Ihnen gefällt! Möchten Sie etwas über die Leistungen oder Projekte von {short} wissen oder wie Sie ihn erreichen?',
    visitorsDuty:
      'Was Ihre eigene Website rechtlich braucht – Impressum, Datenschutzerklärung, Cookie-Banner oder die Meldung einer Datenpanne –, sagt die Website nicht, und dieser Chat gibt keine Rechtsberatung. {short} bespricht das gern mit Ihnen für Ihr Projekt: Schicken Sie ihm Ihre Frage mit dem Knopf unten.',
    clientPrivacy:
      'Die [{privacy}]({privacyLink}) beschreibt nur diese Website: keine Cookies, keine Analyse- oder Tracking-Dienste. Ob er Ihre Seite genauso baut oder umbaut, sagt die Website nicht – {short} klärt das gern für Ihr Projekt: Schicken Sie ihm Ihre Frage mit dem Knopf unten.',
    needSite:
      'Ob Sie eine brauchen, entscheiden Sie selbst. {short} bietet {offer}, und er bespricht das gern vorher mit Ihnen: Schreiben Sie ihm einfach über das [{contact}]({contactLink}).',
    reliability:
      'Meine Antworten werden automatisch aus den Inhalten der Website erzeugt und können deshalb fehlerhaft sein. Verbindliches – Preise, Termine, Details zu Ihrem Projekt – klären Sie bitte direkt mit {short} über das [{contact}]({contactLink}).',
    legitimacy:
      'Die Website nennt, wer dahintersteht: {name} ({business}), mit einer Postanschrift im [{legal}]({legalLink}).',
    legitimacyProject: 'Sie zeigt seine Arbeit für einen Kunden, {project}.',
    legitimacyProfiles: 'Sie verlinkt seine Profile bei {profiles}.',
    legitimacyCheck:
      'Zum Nachprüfen: Rufen Sie ihn unter {phone} an oder schreiben Sie an {email}.',
    legitimacyMail: 'Zum Nachprüfen schreiben Sie an {email}.',
    spamCheck: 'Kein Tracking: Die [{privacy}]({privacyLink}) sagt: {line}.',
    legal: 'Hier ist das [{legal}]({legalLink}).',
    vat: 'Die Umsatzsteuer-Identifikationsnummer laut [{legal}]({legalLink}): {vat}.',
    noVat: 'Im [{legal}]({legalLink}) ist keine Umsatzsteuer-Identifikationsnummer angegeben.',
    greeting:
      'Hallo! Ich bin der automatische Assistent dieser Website. Fragen Sie mich nach den Leistungen, Kenntnissen und Projekten von {short} oder danach, wie Sie Kontakt aufnehmen.',
    thanks: 'Gern geschehen! Möchten Sie noch etwas über {short} wissen?',
    goodbye: 'Auf Wiedersehen und danke für Ihren Besuch!',
    howAreYou: 'Danke der Nachfrage – alles bestens! Was möchten Sie über {short} wissen?',
    ack: 'Noch etwas? Fragen Sie mich gern nach den Leistungen, Kenntnissen, Projekten und Preisen von {short} oder nach der Kontaktaufnahme.',
    prompt:
      'Wie kann ich helfen? Fragen Sie mich gern nach den Leistungen, Kenntnissen, Projekten und Preisen von {short} oder nach der Kontaktaufnahme.',
    self: 'Ich bin der automatische Assistent dieser Website. Ich beantworte Fragen zu {name} – zu Leistungen, Kenntnissen, Projekten, Verfügbarkeit und Kontakt – auf Deutsch oder Englisch.',
    identity:
      'Ich bin der automatische Assistent dieser Website – kein Mensch und nicht {short} selbst. Ich antworte mit den Inhalten der Website; {short} persönlich erreichen Sie: {reachAll}.',
    toldBefore: 'Wie gesagt, ich bin der automatische Assistent.',
    identityAgain:
      'Wie gesagt: Ich bin der automatische Assistent – ein Programm, kein Mensch und nicht {short}. Ich antworte nur mit dem, was auf dieser Website steht, und kann mich irren; {short} selbst antwortet über das [{contact}]({contactLink}) oder unter {email}.',
    personAgain:
      'Ich bin nur der automatische Assistent und kann Sie nicht durchstellen: {short} selbst ist nicht in diesem Chat, und ob er gerade Zeit hat, kann ich nicht sehen. So erreichen Sie ihn: {reach} – oder schicken Sie ihm Ihre Frage über das [{contact}]({contactLink}).',
    roleChange:
      'Das kann ich nicht tun: Ich beantworte nur Fragen zu {name} und bleibe bei dieser Rolle. Fragen Sie mich gern nach Leistungen, Kenntnissen, Projekten oder der Kontaktaufnahme.',
    outOfRole: 'Ich bleibe der Assistent dieser Website – aber zu Ihrer Frage:',
    offTopic:
      'Dabei kann ich leider nicht helfen: Ich beantworte nur Fragen zu {name} – zu Leistungen, Kenntnissen, Projekten und zur Kontaktaufnahme.',
    declineAgain:
      'Dabei bleibt es leider: Ich beantworte nur Fragen zu {name} – zu Leistungen, Kenntnissen, Projekten und zur Kontaktaufnahme.',
    privateRequest:
      'Das kann ich nicht herausgeben: Unterhaltungen werden nicht gespeichert, und ich habe keinen Zugriff auf Nachrichten, Konten oder Passwörter. Ich beantworte nur Fragen zu {name}.',
    missing:
      'Dazu steht auf der Website nichts. Fragen Sie {short} am besten direkt über das [{contact}]({contactLink}).',
    name: 'Der vollständige Name lautet {name}.',
    positions: {
      permanent: 'einer Festanstellung oder Vollzeitstelle',
      workingStudent: 'einer Werkstudentenstelle',
      internship: 'Praktika',
      partTime: 'Teilzeitstellen oder -aufträgen',
    },
    employment:
      'Laut Website ist {name} {role} – zu {position} sagt sie nichts. Um {short} danach zu fragen, nutzen Sie das [{contact}]({contactLink}).',
    contactData:
      'Die [{privacy}]({privacyLink}) sagt: {line} Nachrichten aus dem Kontaktformular werden {days} Tage nach der Zustellung vom Server gelöscht.',
    legalResponsible:
      'Verantwortlich für den Inhalt ist laut [{legal}]({legalLink}) {responsible}.',
    workplace:
      '{short} ist in {place} ansässig und arbeitet auf {languages}. Ob vor Ort, aus der Ferne oder für Kunden im Ausland, sagt die Website nicht – fragen Sie über das [{contact}]({contactLink}).',
    onSite:
      'Ob er auch vor Ort vorbeikommt, sagt die Website nicht – fragen Sie {short} über das [{contact}]({contactLink}).',
    largerTeam:
      'Ob das für ein Team Ihrer Größe passt, sagt die Website nicht – fragen Sie {short} über das [{contact}]({contactLink}).',
    messenger:
      'WhatsApp oder andere Messenger nennt die Website nicht. So erreichen Sie {short}: {reach}.',
    nationality:
      'Laut Website ist {short} in {country} ansässig und arbeitet auf {languages}; eine Staatsangehörigkeit nennt sie nicht.',
    dataRights:
      'Die [{privacy}]({privacyLink}) erklärt, was die Website verarbeitet und welche Rechte Sie haben (Auskunft, Löschung und mehr); dafür genügt eine E-Mail an {email}. Nachrichten aus dem Kontaktformular werden {days} Tage nach der Zustellung vom Server gelöscht.',
    quality:
      'Bewertungen zeigt die Website nicht; sie nennt die [{skills}]({skillsLink}) von {short} mit ihrer Stufe und zeigt seine Kundenarbeit im Portfolio. Zu Ihrem Projekt fragen Sie am besten über das [{contact}]({contactLink}).',
    reachPhone: 'Telefon {phone} (laut [{legal}]({legalLink}))',
    reachEmail: 'E-Mail an {email}',
    reachForm: 'über das [{contact}]({contactLink})',
    siteBuilt:
      'Das Design der Website stammt laut Footer von {designer}; wer sie gebaut hat, steht dort nicht.',
    relay:
      'Nachrichten kann ich nicht weitergeben: Unterhaltungen hier werden nicht gespeichert und erreichen {short} nicht. Bitte nutzen Sie das [{contact}]({contactLink}) oder schreiben Sie an {email} – mit Ihrer Nummer, wenn Sie einen Rückruf möchten.',
    detailsAsk:
      'Genaueres zu Ihrem Fall sagt Ihnen {short} selbst: Schicken Sie ihm Ihre Frage über das [{contact}]({contactLink}).',
    enquiryLines: 'Das ist genau die Art Arbeit, die {short} macht: Die Website nennt {items}.',
    nearestService:
      'Unter den Leistungen von {short} nennt die Website {items}; mehr sagt sie dazu nicht. Ob und wie das zu Ihrem Vorhaben passt, sagt Ihnen {short} selbst: Schicken Sie ihm Ihre Frage über das [{contact}]({contactLink}).',
    enquiryOffer: 'Das klingt nach einem Projekt für {short} – er bietet {offer}.',
    enquiryClose:
      'Umfang, Zeitplan und Preis klären Sie am besten mit {short} selbst: Schicken Sie ihm Ihre Nachricht über das [{contact}]({contactLink}) – der Knopf unten trägt sie dort für Sie ein.',
    notSure:
      '{unsure} Fragen Sie mich gern nach Leistungen, Kenntnissen, Projekten, Preisen oder der Kontaktaufnahme – oder schicken Sie Ihre Frage über das [{contact}]({contactLink}) an {short}.',
    notSureChoice:
      '{unsure} Meinten Sie die Frage unten? Wenn nicht, schicken Sie Ihre Frage über das [{contact}]({contactLink}) an {short}.',
    notSureChoices:
      '{unsure} Meinten Sie eine dieser Fragen? Wenn nicht, schicken Sie Ihre Frage über das [{contact}]({contactLink}) an {short}.',
    notUnderstood: 'Ich bin nicht sicher, ob ich das richtig verstanden habe.',
    notFound: 'Darauf finde ich auf der Website keine Antwort.',
    noMoreLead: 'Mehr sagt die Website dazu nicht:',
    missingEither:
      'Auch dazu steht auf der Website nichts. Fragen Sie {short} am besten direkt über das [{contact}]({contactLink}).',
    noMoreTail:
      'Alles Weitere beantwortet {short} selbst: Schicken Sie ihm Ihre Frage über das [{contact}]({contactLink}).',
    complaint:
      'Tut mir leid, dass ich nicht helfen konnte. Ich beantworte Fragen zu Leistungen, Kenntnissen, Projekten, Preisen und zur Kontaktaufnahme – und Ihre Frage kann ich über das [{contact}]({contactLink}) an {short} weitergeben.',
    experience:
      'Berufsjahre oder eine Karrierestufe nennt die Website nicht: Laut Website ist {name} {role}. Mehr sagt Ihnen {short} selbst – fragen Sie über das [{contact}]({contactLink}).',
    personalUnknown:
      'Dazu steht auf der Website nichts – sie handelt von der Arbeit von {short}, nicht von seinem Privatleben. Alles zu Ihrem Projekt fragen Sie ihn am besten über das [{contact}]({contactLink}).',
    ipLogging: 'Die [{privacy}]({privacyLink}) sagt: {logs}',
    rateLimit: 'Die [{privacy}]({privacyLink}) sagt: {rateLimit}',
    browserStorage:
      'Die Website speichert nur Ihre Sprache und, falls Sie eines gewählt haben, Ihr helles oder dunkles Design im lokalen Speicher Ihres Browsers, damit sie beim nächsten Mal genauso öffnet. Die Werte bleiben auf Ihrem Gerät und werden nie an den Server gesendet; löschen können Sie sie jederzeit in den Einstellungen Ihres Browsers (Websitedaten). Cookies gibt es keine. Siehe [{privacy}]({privacyLink}).',
    thirdParties:
      'Nein: Die Website lädt nichts von Servern anderer Unternehmen – keine Google Fonts, keine Analyse-Dienste, keine Social-Media-Plugins. Siehe [{privacy}]({privacyLink}).',
    thirdPartiesLine: 'Nein. Die [{privacy}]({privacyLink}) sagt: {line}',
    hostNamed:
      'Gehostet wird die Website bei {host}. Der eigene Server der Website speichert keine IP-Adressen; die Infrastruktur des Hosting-Anbieters kann Zugriffsdaten wie IP-Adressen protokollieren, im Auftrag von {short} als Auftragsverarbeiter. Details in der [{privacy}]({privacyLink}).',
    hostGeneric:
      'Der eigene Server der Website speichert keine IP-Adressen. Wird die Website über die Infrastruktur eines Hosting-Anbieters ausgeliefert, kann diese Zugriffsdaten wie IP-Adressen in eigenen Logs festhalten – im Auftrag von {short} als Auftragsverarbeiter. Details in der [{privacy}]({privacyLink}).',
    formFields:
      'Das Formular fragt nach Name, E-Mail-Adresse und Telefonnummer, weil alle Angaben nötig sind, um Ihnen zu antworten. Sie müssen es nicht nutzen: Eine E-Mail an {email} geht genauso.',
    formLimits:
      'Eine Nachricht im Formular darf bis zu {messageMax} Zeichen lang sein, nur Text – keine Anhänge. Erwähnen Sie Ihre Dateien (Flyer, Fotos), dann sagt {short} Ihnen, wie Sie sie schicken können, oder senden Sie sie per E-Mail an {email}.',
    siteLanguage:
      'Die Website gibt es auf Deutsch und Englisch: Die Sprachknöpfe oben auf der Seite (DE und EN) schalten um, und Ihr Browser merkt sich die Wahl.',
    chatLanguages:
      'Ja – ich antworte auf Deutsch oder Englisch, je nachdem, wie Sie schreiben; auch {short} arbeitet in beiden Sprachen, und die Website schalten die Knöpfe DE und EN oben um. Was möchten Sie wissen?',
    otherLanguage:
      'Entschuldigung – ich kann nur auf Deutsch oder Englisch antworten, und auch {short} arbeitet in diesen beiden Sprachen. Schreiben Sie Ihre Frage bitte in einer davon.',
    projectPrivacy:
      'Die [{privacy}]({privacyLink}) gilt nur für diese Website. Was der Datenschutz auf Ihrer eigenen Website verlangt – etwa für Patienten-, Mitglieder- oder Kundendaten in einem Formular –, sagt die Website nicht; das bespricht {short} gern mit Ihnen: Schicken Sie ihm Ihre Frage mit dem Knopf unten.',
    restOpen:
      'Den Rest Ihrer Nachricht habe ich nicht sicher verstanden – den beantwortet {short} selbst: Schicken Sie ihn mit dem Knopf unten an ihn.',
    switched:
      'Gern, ab jetzt auf Deutsch. Fragen Sie mich nach den Leistungen, Kenntnissen, Projekten und Preisen von {short} oder nach der Kontaktaufnahme.',
    disputes:
      'Laut [{legal}]({legalLink}) nimmt {short} nicht an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teil (§ 36 VSBG).',
    contractTerms:
      'Geschäftsbedingungen, Verträge oder Kündigungsfristen stehen nicht auf der Website. Nach einem ersten Gespräch schickt Ihnen {short} ein Angebot, über das Sie in Ruhe entscheiden können – fragen Sie ihn nach den Bedingungen über das [{contact}]({contactLink}).',
    currency:
      'In welcher Währung {short} Rechnungen stellt, steht nicht auf der Website – nur, dass er für jeden Auftrag eine ordentliche Rechnung schickt. Fragen Sie ihn danach über das [{contact}]({contactLink}).',
    paymentTerms:
      'Wie man {short} bezahlt – Zahlungsarten, Raten oder eine Anzahlung –, steht nicht auf der Website, nur dass er für jeden Auftrag eine ordentliche Rechnung schickt. Fragen Sie ihn danach über das [{contact}]({contactLink}).',
    clientHosting:
      'Wo {short} die Websites seiner Kunden hostet, steht nicht auf der Website – die Einrichtung von Hosting, Domains und E-Mail gehört zu seinen Leistungen. Fragen Sie ihn über das [{contact}]({contactLink}) nach Hosting in einem bestimmten Land oder in der EU.',
    continuity:
      'Wer einspringt, wenn {short} ausfällt, oder was aus einer Kundenseite wird, wenn er aufhört, steht nicht auf der Website. Fragen Sie ihn über das [{contact}]({contactLink}), wie er Domain, Code und Zugänge übergeben würde.',
    revisions:
      'Wie viele Korrekturschleifen ein Projekt umfasst, steht nicht auf der Website. Fragen Sie {short} über das [{contact}]({contactLink}), wie er mit Ihrem Feedback umgeht.',
    ownership:
      'Wem Domain, Code und Zugänge nach einem Projekt gehören, steht nicht auf der Website. Fragen Sie {short} über das [{contact}]({contactLink}), wie er sie übergibt.',
    encryption:
      'Wie Daten auf dem Weg verschlüsselt werden, etwa per HTTPS, sagt die [{privacy}]({privacyLink}) nicht. {short} kann es Ihnen sagen: Schicken Sie ihm Ihre Frage mit dem Knopf unten.',
    legalBasis: 'Zum {processing} sagt die [{privacy}]({privacyLink}): {line}.',
    processing: {
      form: 'Kontaktformular',
      chat: 'Chat',
      logs: 'Server-Protokoll',
      storage: 'Speichern von Sprache und Design in Ihrem Browser',
    },
    chatDeleted:
      'Da gibt es nichts zu löschen: Unterhaltungen hier werden nicht gespeichert – weder der Server noch Ihr Browser behält sie, sobald die Seite geschlossen oder neu geladen wird.',
    hours:
      'Feste Arbeitszeiten nennt die Website nicht, auch nicht, ob {short} abends oder am Wochenende arbeitet – er meldet sich so bald wie möglich.{where} So erreichen Sie ihn: {reach}.',
    hoursPlace: ' Er sitzt in {place}.',
    vatCharged:
      'Ob {short} Umsatzsteuer ausweist oder als Kleinunternehmer ohne abrechnet, steht nicht auf der Website – nur, dass er für jeden Auftrag eine ordentliche Rechnung schickt. {vatLine} Fragen Sie ihn danach über das [{contact}]({contactLink}).',
    buildChatbot: 'Kann Charles einen Chatbot für meine Website bauen?',
    weather:
      'Das Wetter kann ich Ihnen nicht sagen – ich weiß nur, was auf dieser Website steht: {short} ist in {place} ansässig.',
    chatUnseen:
      'Nein: Dieser Chat ist ein automatischer Assistent, und Unterhaltungen werden nicht gespeichert – {short} sieht sie also nicht. Erreichen können Sie ihn über das [{contact}]({contactLink}) oder per E-Mail an {email}.',
    cantDoIt:
      'Das kann ich nicht selbst erledigen: Auf Nachrichten aus dem Formular oder Daten über Sie habe ich keinen Zugriff – ich antworte nur mit den Inhalten dieser Website. Laut [{privacy}]({privacyLink}) genügt eine E-Mail an {email}.',
    cantLookUp:
      'Das kann ich nicht nachsehen: Nachrichten aus dem Formular oder Daten über Sie sehe ich nicht – nur, was auf dieser Website steht. {short} kann es Ihnen sagen: {reach}.',
    unreachable:
      'Schade, dass Sie ihn nicht erreicht haben. {short} liest jede Nachricht selbst und antwortet so bald wie möglich, kann aber nicht immer sofort abnehmen. Schreiben Sie an {email} oder über das [{contact}]({contactLink}) – mit Ihrer Nummer und worum es geht, dann meldet er sich.',
    chatRecipient:
      'Nein. {recipient} Unterhaltungen werden nicht gespeichert. Mehr in der [{privacy}]({privacyLink}).',
    chatMachine: 'Dieser Chat ist ein automatischer Assistent, kein Mensch.',
    notCharles:
      'Kurz vorweg: Hier antwortet der automatische Assistent der Website, nicht {short} selbst.',
    choices: {
      services: 'Was bietet er an?',
      prices: 'Was kostet es?',
      availability: 'Nimmt er neue Projekte an?',
      projects: 'Was hat er schon gebaut?',
      skills: 'Welche Kenntnisse hat er?',
      contact: 'Wie erreiche ich ihn?',
      overview: 'Wer ist {short}?',
      location: 'Wo sitzt er?',
      languages: 'In welchen Sprachen arbeitet er?',
      education: 'Was studiert er?',
      cv: 'Gibt es einen Lebenslauf?',
      chatStored: 'Wird dieser Chat gespeichert?',
      browserStorage: 'Was speichert die Website in meinem Browser?',
      thirdParties: 'Lädt die Website etwas von Google?',
      hosting: 'Wer hostet die Website?',
      formFields: 'Muss ich meine Telefonnummer angeben?',
      contactData: 'Was passiert mit meiner Nachricht im Formular?',
      cookies: 'Setzt die Website Cookies?',
      dpo: 'Gibt es einen Datenschutzbeauftragten?',
      identity: 'Wer antwortet hier?',
      business: 'Was ist {business}?',
      employment: 'Sucht er eine Anstellung?',
      'owner.timeline': 'Wie schnell kann meine Website online sein?',
      'owner.selfEdit': 'Kann ich Texte und Fotos selbst ändern?',
      'owner.noTechKnowledge': 'Ich kenne mich mit Technik nicht aus – ist das ein Problem?',
      'owner.smallBusiness': 'Ist mein Betrieb zu klein?',
      'owner.urgentHelp': 'Was, wenn meine Website ausfällt oder gehackt wird?',
      'owner.maintenancePlan': 'Was umfasst die Wartung?',
      'owner.invoices': 'Stellt er Rechnungen?',
      'owner.freelancerVsAgency': 'Warum ein Freelancer statt einer Agentur?',
      'owner.formMessage': 'Was passiert, nachdem ich eine Nachricht schicke?',
      'owner.existingSite': 'Übernimmt er meine bestehende Website?',
      'owner.process': 'Wie läuft ein Projekt ab?',
      'owner.remote': 'Arbeitet er auch aus der Ferne?',
    },
  },
};
