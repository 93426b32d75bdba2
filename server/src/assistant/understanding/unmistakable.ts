/**
 * Questions whose wording leaves no doubt what they ask, for when the classifier is not sure of
 * them: "Wir eröffnen am 1. März ein Café. Schafft Charles bis dahin eine Website?", "can i see
 * something he built", "so Charles can't see what I asked here?", "Does Charles work with
 * people in Austria?", "bietet er einen 24/7 notdienst?", "Hi, hab letzte Woche übers Formular
 * geschrieben und noch nix gehört", "Moin! Na, wat geiht?". On the judged dev turns these were read as not sure (the classifier's
 * guesses at such turns were wrong three times as often as right), while each names its topic in
 * a way no other question does. Only the newest message is read; a pattern answers nothing the
 * reading is sure of. Beside them, by the same kind of wording: what a prospect's longer message
 * also raises (`concerns`) and a prospect asking whether he can build what their business needs
 * (`prospectAsks`).
 */

import { inTrouble } from './urgency';

/** A date the visitor needs it by ("by Friday", "before april", "bis dahin", "bis zum 1."). */
const DEADLINE =
  /\b((before|by) (the |our |my )?(grand )?(opening|launch|eröffnung)|vor (der|unserer|meiner) eröffnung|(noch )?vor (ostern|weihnachten|pfingsten|silvester|dem sommer|den sommerferien|der saison)|bis zur eröffnung|in time for|rechtzeitig (zur|vor|bis)|(by|before|until|till) (this |next |the )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|then|next (week|month)|end of|january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter|\d{1,2}(st|nd|rd|th)?\b)|bis (zum |zur |ende |anfang |mitte |nächste\w* |übernächste\w* |kommende\w* ){0,2}(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|morgen|dahin|januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|weihnachten|ostern|woche|monat\w*|\d{1,2}\.)|asap|so schnell wie möglich)/i;
/** Whether it can be done ("doable?", "schafft er das?", "geht das noch?"). */
const CAN_IT_BE_DONE =
  /\b(doable|possible|feasible|realistic|can (he|you|charles)|could (he|you|charles)|is that (ok|okay|enough time)|be (done|ready|online|live)|manage|schafft|schaffen|schaffst|geht (das|des|dat)|machbar|möglich|realistisch|klappt|drin|fertig)\b/i;
/** A site for the date: a website, not a reply, a call or a meeting. */
const A_SITE =
  /\b(site|website|webpage|landing ?page|page|shop|homepage|web ?seite|internetseite|seite|landingpage|hoimseite|webseitn)\b/i;

/** Asking to see what he has built ("can i see something he built", "was hat er schon gebaut?"). */
const HIS_WORK =
  /\b((see|show|zeig\w*|sehen|anschauen|angucken)\b.{0,25}\b(something|anything|was|etwas|sth)\b.{0,15}\b(he|er|charles)\b.{0,15}\b(built|made|did|gebaut|gemacht|programmiert|entwickelt)|(proof|beweis\w*)\b.{0,30}\b(built|made|gebaut|gemacht)|was hat (er|charles) (denn |schon |bisher |so |eigentlich |überhaupt )*(gebaut|gemacht|entwickelt|programmiert)|what (has|did) (he|charles) (actually |ever |already )?(built|build|made|make)|(where|wo)\b.{0,25}\b(see|sehen|finde\w*)\b.{0,10}\b(his|seine) (work|arbeiten|projekte|referenzen))\b/i;

/** Where the contact form is ("Und wo genau finde ich dieses Formular?", "where's the contact form?"). */
const WHERE_THE_FORM =
  /^\W*(\p{L}+\W+){0,2}(where|wo)\b.{0,30}\b(find|finde\p{L}*|is|'s|ist|steht|sehe|see|gibt'?s)\b.{0,20}\b(form|formular|kontaktformular|contact form)\W*$/iu;

/** Whether the owner sees or the site keeps what is typed into this chat. */
const CHAT_SEEN =
  /\b((charles|he|er)\b.{0,20}\b(see|read|sehen|lesen|liest|mitlesen|mit)\b.{0,30}\b(here|hier|this (chat|convo|conversation)|what i (asked|typed|type|write|wrote|said)|was ich)|(is|are|wird|werden) (this|my|dieser|der|das|mein|meine)? ?(chat|convo|conversation|gespräch|unterhaltung|messages|nachrichten)\b.{0,25}\b(saved|stored|recorded|logged|kept|gespeichert|aufgezeichnet|mitgeschnitten|protokolliert)|do you (store|save|keep|log|record) (what i|anything i|what people|the chat)|wer liest (das|hier)\b.{0,20}\bmit)/i;

/**
 * How much of the conversation the assistant sees or keeps ("how many previous messages do you
 * remember", "wenn ich die seite neu lade, weißt du dann noch was ich gefragt hab?").
 */
const CHAT_MEMORY =
  /\b((how many|how much)\b.{0,30}\b(messages|conversation|chat)\b.{0,40}\b(remember|see|get|keep|know|sent|send|read)|(do|can|will|would) (you|u) (still )?(remember|recall) (what|my|our|this|the (conversation|chat)|earlier|previous|anything (i|we))\b|what (exactly )?(is|gets|goes|do you get) (sent|transmitted|passed)\b.{0,40}\b(server|when i|ask)|(reload|refresh)\b.{0,40}\b(remember|still know|forget)|wie viele?\b.{0,30}\b(nachrichten|verlauf|unterhaltung)\b.{0,40}\b(merkst|siehst|kennst|bekommst|weißt|liest|gespeichert|geschickt|gesendet|gehen|übertragen|übermittelt)|(merkst du dir|erinnerst du dich)\b|(weißt|weisst) du (dann |danach |später |morgen )?(noch|nochmal)\b.{0,30}\b(was ich|meine)|was (genau )?(wird|geht)\b.{0,30}(?<![a-zäöüß])(geschickt|gesendet|übertragen|übermittelt)\b.{0,40}\b(server|frage)|neu lade\b.{0,40}\b(noch|weißt|vergisst))/i;

/** Whether what is typed here trains an AI ("are they used for training?", "Werden meine Fragen zum Trainieren der KI benutzt?"). */
const TRAINS_AI =
  /\b((used|use|using|verwendet|benutzt|genutzt|genommen)\b.{0,25}\b(for |to |zum |für )(the )?(ai |ki |model |modell )?(train|training|trainieren)|train(ing)? (your|the|an?|its|their) (ai|model|ki|chatbot|bot)|(ki|ai|modell|model) (zu )?(trainieren|train)|zum (trainieren|training) (der|einer|eurer|deiner) (ki|modell)|für (das |ein )?(ki-)?training)\b/i;

/** Trackers or other companies' content on this site ("are there any facebook pixels or youtube embeds on here?"). */
const TRACKERS =
  /\b((facebook|meta|tiktok|linkedin|tracking) ?pixels?|youtube[- ]?(embeds?|videos?)|embeds?|google (analytics|fonts|tag manager)|tag manager|matomo|hotjar|trackers?)\b/i;
/** Whether this site keeps the data protection rules ("Ist die Seite hier eigentlich DSGVO-konform?"). */
const COMPLIANT =
  /\b((dsgvo|gdpr|datenschutz)[- ]?(konform|compliant|gerecht|sicher)|(compliant|konform) (with|mit) (the )?(gdpr|dsgvo))\b/i;
/** This site or chat, not one the visitor has or wants ("on here", "die Seite hier", "this chat"). */
export const ON_THIS_SITE =
  /(?<!\p{L})(here|hier|this (site|website|page|chat)|your (site|website|page)|eure (seite|website)|diese (seite|website))(?!\p{L})/iu;

/**
 * This site in the other language ("is there an English version of this page?", "gibt es die
 * Seite auch auf Deutsch?"), not whether he works in it; judged weak as his languages 12 times.
 */
const THIS_SITE_IN =
  /(?<!\p{L})((english|englisch|german|deutsch)\p{L}* (version|fassung)\b.{0,20}\b(of )?(this|the|your|dieser|der|eurer) (site|page|website|seite|homepage|webseite)|(this|the|your|diese|die|eure) (site|page|website|seite|homepage|webseite) (also |auch )?(in|auf) (english|englisch|german|deutsch)|^\P{L}*(\p{L}+\P{L}+){0,3}(is there|gibt(s| es)) (an? |eine? )?(english|german|englische|deutsche) (version|fassung)\P{L}*$)/iu;
/** A site of their own in that language ("kann ich die Seite auch auf Englisch haben für internationale Kunden?"). */
const FOR_THEIR_OWN =
  /(?<!\p{L})(brauch\p{L}*|bräucht\p{L}*|need|want|möcht\p{L}*|hätte\p{L}*|haben|kunden|customers|clients|gäste|guests|we|wir|our|unser\p{L}*)(?!\p{L})/iu;

/** Keeping an old site or building a new one ("Lieber überarbeiten oder neu?", "fix it or start over?"). */
const KEEP_OR_REBUILD =
  /(?<!\p{L})((überarbeiten|modernisieren|aufhübschen|renovieren|erneuern|retten|reparieren|behalten) oder (neu|komplett neu|ganz neu|neu machen|neu bauen)|(neu|neu machen|neu bauen) oder (überarbeiten|modernisieren|reparieren|behalten)|(fix|update|refresh|redesign|keep|repair|salvage|modernise|modernize) (it |the old one |ours )?or (rebuild|start (over|from scratch|fresh)|(get |build )?(a )?new one|replace it)|(rebuild|start (over|from scratch)|(a )?new one) or (fix|update|keep|repair|redesign))(?!\p{L})/iu;

/**
 * His newsletter or blog, or advertising after writing to him ("Hat Charles nen Blog oder
 * Newsletter?", "Werde ich dann mit Newsletter zugespamt?"): the owner's answer, not the
 * marketing work the site does not list.
 */
const NEWSLETTER =
  /(?<!\p{L})((hat|has|have|gibt es|gibt's|is there|does (he|charles) (have|run|write|send)|do you (have|send)|abonnieren|subscribe|sign up for)(?!\p{L}).{0,30}(?<!\p{L})(newsletter|blog|mailing ?list|rundmail)|(krieg|bekomm|erhalt|get|receive|schickt|sendet|send|zuge?spamt|spammed)\p{L}*(?!\p{L}).{0,30}(?<!\p{L})(newsletter|werbung|werbemails?|spam|ads|advertising|marketing ?mails?)|(newsletter|werbung|werbemails?|spam|advertising)(?!\p{L}).{0,30}(?<!\p{L})(zuge?spamt|bekomm|krieg|erhalt|get|receive|schick|send))/iu;
/** Work the visitor wants done ("a newsletter for my shop", "kann er mir einen Blog einrichten?", "das mit dem Spam, kriegt er das weg?"). */
const FOR_THEM =
  /(?<!\p{L})(für (mich|uns|meine?n?|unsere?n?)|for (me|us|my|our)|einrichten|set up|build|bauen|erstellen|integrieren|integrate|weg|los|loswerden|rid of|fix|stop|filter|block|beheben)(?!\p{L})/iu;
/** The phone number asked for in a word or two ("tel nr?", "Telefonnummer?"). */
const PHONE_LOOKUP =
  /^\W*(tel\.?\s*(nr|nummer)\.?|telefon(nummer)?|phone( number| no\.?)?|handynummer|rufnummer)\s*\??\s*$/i;

/** The contact form or mail: data the chat's rule is not about ("how long do you keep what I send through the form?"). */
const A_FORM = /\b(form|formular|kontaktformular|e-?mails?|mails?|postfach|inbox)\b/i;

/** A place outside Germany, or not being there. */
const ELSEWHERE =
  /(?<![a-zäöüß])(austria\w*|österreich\w*|switzerland|swiss|schweiz\w*|canad\w*|usa|the us|america\w*|uk|britain|england|ireland|france|frankreich|netherlands|niederlande|belgi\w*|luxemb\w*|italy|italien|spain|spanien|portugal|greece|griechenland|turkey|türkei|norway|norwegen|czech\w*|tschechien|poland|polen|denmark|dänemark|sweden|schweden|abroad|ausland|overseas|only (in )?germany|nur (in )?deutschland|vienna|wien|zürich|zurich|basel|bern|tirol|tyrol|salzburg|graz|linz|innsbruck|not in germany|nicht in deutschland|outside (of )?germany|außerhalb (von )?deutschland)(?![a-zäöüß])/i;
/** Working with someone there ("does he work with people in Austria?", "Mocht da Charles a Webseitn fia uns"). */
const WORKS_WITH =
  /\b(work|works|working|arbeitet|arbeiten|zam|take on|nimmt|betreut|clients?|kunden|customers|mocht|macht|do you do|can (he|charles)|kann (er|charles)|(is|ist) (that|das|it|es) (ok|okay|fine|a problem|ein problem))\b/i;

/** What happens when a site goes down, as a service ("bietet er einen 24/7 notdienst?"). */
const WHEN_IT_BREAKS =
  /\b(notdienst|notfall-?(hotline|nummer|service)|emergency (service|support|line|number|hotline)|wie schnell\b.{0,40}\b(ausfällt|ausfall|down|kaputt)|(ausfällt|ausfall|goes down|is down|dies|crashes)\b.{0,40}\b(wie schnell|how (fast|quickly|soon))|how (fast|quickly|soon)\b.{0,40}\b(goes down|is down|dies|crashes|breaks|outage))/i;

/** A message sent and nothing heard ("I sent the form an hour ago, why haven't I heard anything?"). */
const NOTHING_HEARD =
  /\b((sent|wrote|filled|submitted|geschrieben|geschickt|abgeschickt|ausgefüllt)\b.{0,60}\b(haven'?t heard|heard nothing|no (reply|answer|response)|nothing (back|yet)|did it (arrive|go through)|noch nix|noch nichts|keine antwort|nichts gehört|nix gehört|ist (sie|die|das|es) angekommen))/i;

/** Leaving one's details or request with the assistant ("kann ich dir hier einfach meine anfrage reinschreiben und du gibst sie weiter?"). */
const LEAVE_IT_HERE =
  /\b((kann|darf) ich (dir|ihnen|euch) (hier )?(einfach |gleich |dann )*(hier )?(meine?n?|die) (anfrage|(handy|mobil|telefon)?nummer|adresse|daten|e-?mail|nachricht)|can i (just )?(leave|give|tell|send) (you )?(my|the) (number|details|message|request|enquiry|inquiry|email|e-mail|address) (here|with you|and)|(du|sie) gibst? (sie|das|es|die) weiter|(you|u) (pass|forward) (it|this|them) (on|to)|^\W*(dann |ok |okay |gut |na gut,? )?(frag|fragen sie|fragst du) (ihn|ihn doch|du ihn) (das|doch|mal|bitte|für mich)|^\W*(then |ok |okay |fine,? )?(can you |could you |please )?ask him (that|this|for me|then))/i;

/** How the assistant is, in a few words ("Moin! Na, wat geiht?", "Servus! Wia gehts da denn so?"). */
const HOW_ARE_YOU =
  /\b((wie|wia) geht'?s(?!\s+(\w+\s+)?weiter)|wie geht es (dir|ihnen|euch)|wat geiht|wie läuft'?s|how are (you|u|ya)|how'?s it going|how r u|how you doing)\b/i;
const HOW_ARE_YOU_MAX_WORDS = 7;
/** "Was geht so?", "what's up?" alone. */
const WHATS_UP = /^\W*(na,? )?(was geht|what'?s up|wassup|sup)( so| ab| bei dir| with you)?\W*$/i;

/** Where the assistant's answers come from ("woher weißt du das alles über ihn?", "did charles write these answers himself?"). */
const ITS_SOURCE =
  /\b((where|wo) do (your|you get your) answers come from|where do you get (that|this|it|all this|your info\w*)|woher (weißt|weisst|hast|kennst) du|woher (kommen|stammen) deine antworten|(making|make) (stuff|things|it|this) up|(erfindest|ausdenkst|ausgedacht)\b|(wrote|write|writes) (these|your|the) answers|who (wrote|writes) (these|your|the) answers|wer hat (deine|die|diese) antworten (geschrieben|verfasst))/i;
/** Charles addressed as if he were here ("Hallo Charles, ich wollte mich bedanken", "hello charles!!"). */
const TO_CHARLES =
  /^\W*((hi|hello|hey|hallo|moin|servus|grüß dich|guten (tag|morgen|abend)|dear|lieber)\s*,?\s+)?charles\s*[,!]/i;

/** Not too small ("isch des z'kloi für eich?", "lohnt sich eine anfrage trotzdem?"). */
const TOO_SMALL =
  /\b((zu|too|z['’]?) ?(klein|kleen|kloi|kloa|kloan|small|tiny)\b|lohnt sich (das|des|eine anfrage|ne anfrage|eine website|so was|sowas)|(worth|worthwhile) (it|his time|asking|the effort))/i;

/**
 * A business called so small, in so many words ("do you even do websites for such small
 * shops?", "macht er sowas auch für so einen kleinen Laden?"): the owner's answer on size,
 * whichever service the message names besides.
 */
export const SUCH_SMALL =
  /(?<!\p{L})((such|so) (a )?(small|tiny) (shops?|stores?|business(es)?|compan(y|ies)|firms?|teams?|practices?|outfits?)|(so |solche?n? |so eine?n? )(kleine?n?|winzige?n?) (laden|läden|betrieb\p{L}*|firma|firmen|geschäft\p{L}*|team|praxis|unternehmen))(?!\p{L})/iu;

/** Knowing nothing about technology ("schaffet Sie au mit Leit, die koi Ahnung vom Kompjuder hend?"). */
const NO_TECH =
  /\b((keine?|koi|kei|ka|koa|null|wenig|nicht viel) (ahnung|plan)\b.{0,30}\b(technik|computer\w*|kompjuder|internet|pc|it|web\w*|dem)|mit (computern|technik|dem internet) (wenig|nichts|nix) am hut|(not|n'?t) (very |really )?(tech|techy|techie|technical|tech-savvy)|no (idea|clue) (about|of) (tech\w*|computers|the internet|websites)|computer-?(laie|illiterate)|none of us (is|are) (very |really |particularly )?(techy|technical|tech-savvy)|verstehe? (davon|da|von (technik|computern|dem|internet|websites|webseiten)) (aber |leider |wirklich |echt )?(überhaupt |gar |rein gar |absolut )?(nichts|nix)|(don'?t|do not) (understand|know) (anything|a thing|much) (about|of) (this stuff|tech\w*|computers|websites|the internet|it)|(not|n'?t) good with (computers|tech\w*)|nicht mal (einen|nen) (computer|pc|laptop)|nicht (so |sehr |besonders )?fit (am|mit dem|mit) (computer|pc|technik|internet)|kenne? mich\b.{0,25}\b(computer\w*|technik|internet)\b.{0,15}\b(kaum|nicht|wenig|null) aus|kenne? mich (kaum|nicht|wenig|null) (mit|am) (computer\w*|technik|internet|pc) aus)/i;

/**
 * Whether he works for a kind of business ("does he work with restaurants?", "Can Charles help a
 * small Vietnamese restaurant?", "arbeitet er auch für Handwerksbetriebe?"), with the business
 * named (`ORGANISATION`): the owner's answer on whom he works for.
 */
const WORKS_FOR_A_KIND =
  /(?<!\p{L})((does|do|would|will|can|could) (he|charles|you) (also |even |ever |really )?(work (with|for)|help|take on|do (web ?sites|sites|work) for|build (web ?sites|sites) for)|(arbeitet|arbeiten|arbeitest) (er|charles|sie|du) (auch |denn |eigentlich )*(mit|für)|(kann|könnte) (er|charles) (auch |denn |eigentlich )*((\p{L}+ ){1,4})?helfen|hilft (er|charles) (auch |denn |eigentlich )*)(?!\p{L})/iu;
/** Working for a company as its employee, not for such businesses as a client. */
const EMPLOYED =
  /(?<!\p{L})(for|bei|für) (a|an|eine|einer|einem)? ?(company|firm|agency|firma|unternehmen|agentur|konzern)(?!\p{L})/iu;
const WORKS_FOR_A_KIND_MAX_WORDS = 16;

/** Who he would work for, after the verb: the visitor's people, or the visitor alone. */
const US = /^\s*(us|uns|them|sie)(?!\p{L})/iu;
const ME = /^\s*(me|mir|mich)(?!\p{L})/iu;

/**
 * The business named after the verb ("help a small Vietnamese restaurant"), or before it where
 * he is asked to work with "us" ("we're a non-profit animal shelter, would he even work with
 * us?"); not the visitor alone ("can charles help me with my java homework" from a school).
 */
function forAKind(message: string): boolean {
  const verb = WORKS_FOR_A_KIND.exec(message);
  if (!verb || EMPLOYED.test(message)) return false;
  const after = message.slice(verb.index + verb[0].length);
  if (ME.test(after)) return false;
  return US.test(after) ? BUSINESS_KIND.test(message) : BUSINESS_KIND.test(after);
}

/** A longer message that says it is small or knows nothing of technology is an enquiry. */
const ASIDE_MAX_WORDS = 40;

export type Unmistakable =
  | 'owner.timeline'
  | 'siteLanguage'
  | 'projects'
  | 'chatStored'
  | 'chatMemory'
  | 'thirdParties'
  | 'owner.existingSite'
  | 'owner.newsletter'
  | 'phone'
  | 'privacy'
  | 'chatProvider'
  | 'owner.remote'
  | 'owner.urgentHelp'
  | 'unreachable'
  | 'relay'
  | 'howAreYou'
  | 'identity'
  | 'owner.smallBusiness'
  | 'owner.noTechKnowledge'
  | 'owner.industries'
  | 'contact';

/** The one topic the message's wording leaves no doubt about, if any. */
export function unmistakable(message: string): Unmistakable | undefined {
  if (DEADLINE.test(message) && CAN_IT_BE_DONE.test(message) && A_SITE.test(message)) {
    return 'owner.timeline';
  }
  if (HIS_WORK.test(message)) return 'projects';
  if (WHERE_THE_FORM.test(message) && !inTrouble(message)) return 'contact';
  if (THIS_SITE_IN.test(message) && !FOR_THEIR_OWN.test(message)) return 'siteLanguage';
  if (CHAT_MEMORY.test(message) && !A_FORM.test(message)) return 'chatMemory';
  if (TRACKERS.test(message) && ON_THIS_SITE.test(message)) return 'thirdParties';
  if (KEEP_OR_REBUILD.test(message)) return 'owner.existingSite';
  // "Unsere Kunden kriegen Spam-Mails von unserer Adresse": trouble, not his newsletter.
  if (NEWSLETTER.test(message) && !FOR_THEM.test(message) && !inTrouble(message)) {
    return 'owner.newsletter';
  }
  if (PHONE_LOOKUP.test(message)) return 'phone';
  if (COMPLIANT.test(message) && ON_THIS_SITE.test(message)) return 'privacy';
  if (CHAT_SEEN.test(message) && !A_FORM.test(message)) return 'chatStored';
  if (TRAINS_AI.test(message)) return 'chatProvider';
  if (ELSEWHERE.test(message) && WORKS_WITH.test(message)) return 'owner.remote';
  if (WHEN_IT_BREAKS.test(message)) return 'owner.urgentHelp';
  if (NOTHING_HEARD.test(message)) return 'unreachable';
  if (LEAVE_IT_HERE.test(message)) return 'relay';
  if (ITS_SOURCE.test(message) || TO_CHARLES.test(message)) return 'identity';
  // In a long enquiry "is it worth it?" is one question of several, not the topic.
  const short = message.split(/\s+/).length <= ASIDE_MAX_WORDS;
  if (short && (TOO_SMALL.test(message) || SUCH_SMALL.test(message))) return 'owner.smallBusiness';
  if (short && NO_TECH.test(message)) return 'owner.noTechKnowledge';
  if (message.split(/\s+/).length <= WORKS_FOR_A_KIND_MAX_WORDS && forAKind(message)) {
    return 'owner.industries';
  }
  if (
    (HOW_ARE_YOU.test(message) && message.split(/\s+/).length <= HOW_ARE_YOU_MAX_WORDS) ||
    WHATS_UP.test(message)
  ) {
    return 'howAreYou';
  }
  return undefined;
}

/** Too big rather than too small ("Und sind acht Leute für ihn nicht schon zu groß?"). */
const TOO_BIG = /\b(too (big|large)|zu gro(ß|ss))(?![a-zäöüß])/i;

/** A date the site is wanted by ("before easter", "bis Ende nächsten Monats"). */
export function namesDeadline(message: string): boolean {
  return DEADLINE.test(message);
}

/**
 * The owner's answers that a prospect's longer message raises in so many words, beside the
 * work it describes: knowing nothing of technology, being (too) small or big, a date to be
 * ready by.
 */
export function concerns(message: string): string[] {
  return [
    ...(NO_TECH.test(message) ? ['owner.noTechKnowledge'] : []),
    ...(TOO_SMALL.test(message) || SUCH_SMALL.test(message) || TOO_BIG.test(message)
      ? ['owner.smallBusiness']
      : []),
    ...(DEADLINE.test(message) && A_SITE.test(message) ? ['owner.timeline'] : []),
  ];
}

/** A business or organisation of the visitor's ("I run a small bakery", "wir sind ein Sportverein"). */
const ORGANISATION =
  /\b(shop|store|studio|practice|b&b|bnb|guest ?house|inn|hostel|campsite|holiday (flat|apartment|home)s?|clinic|caf[eé]|bakery|restaurant|hotel|salon|club|agency|start-?up|firm|company|business|school|office|ngo|charity|non-?profit|band|choir|gym|praxis|\p{L}*praxis|laden|\p{L}*laden|geschäft|\p{L}*kanzlei|kanzlei|\p{L}*betrieb|betrieb|firma|\p{L}*verein|verein|bäckerei|café|restaurant|friseur\p{L}*|werkstatt|büro|unternehmen|ferienwohnung\p{L}*|pension|gasthof|hotel|\p{L}*studio|\p{L}*schule|kita|startup|agentur|chor|fitness\p{L}*)\b/iu;
/** Such a business or several ("restaurants", "Handwerksbetriebe"), or people of a trade ("Ärzte", "plumbers"). */
const BUSINESS_KIND = new RegExp(
  `${ORGANISATION.source.slice(0, -2)}(s|es|e|en|n|er)?\\b|(?<!\\p{L})(ärzt\\p{L}*|doctors?|dentists?|zahnärzt\\p{L}*|therapists?|therapeut\\p{L}*|physio\\p{L}*|anwält\\p{L}*|lawyers?|steuerberater\\p{L}*|accountants?|handwerk\\p{L}*|tradespeople|craftsmen|plumbers?|electricians?|hairdressers?|architekt\\p{L}*|architects?|photographers?|fotograf\\p{L}*|coaches|nonprofits?|non-profits?|ngos|freelancers?|selbstständige\\p{L}*|einzelunternehmer\\p{L}*|läden)(?!\\p{L})`,
  'iu',
);
/** The visitor saying it is theirs ("I run", "we're a", "ich habe eine", "unser"). */
const THEIRS =
  /\b(i run|i own|i have|i manage|i'?m (a|an|the|opening|starting)|i am (a|an|the|opening|starting)|im a|we run|we are|we'?re|we have|our|my|ich (bin|habe|hab|betreibe|führe|leite|vermiete|eröffne)|bin|wir (sind|haben|betreiben)|unser\p{L}*|mein\p{L}*)\b/iu;
/** The visitor saying who they are ("i'm a painter", "bin Dachdecker", "ich bin Heilpraktikerin"). */
const SELF =
  /(^|[.!?,]\s*|\b(hi|hello|hey|hallo|moin|servus)\W+)(i'?m an? |i am an? |im an? |ich bin (eine?n? )?|bin )\p{L}+/iu;
/** Its size in people ("8 Leute", "zu viert", "three staff", "team of 3"). */
const TEAM_SIZE =
  /\b(\d+\s*(leute|mann|mitarbeiter\p{L}*|angestellte\p{L}*|personen|people|staff|employees|members|mitglieder\p{L}*)|zu (zweit|dritt|viert|fünft)|team of|(two|three|four|five|six|zwei|drei|vier|fünf|sechs) (people|staff|employees|leute|mitarbeiter\p{L}*|angestellte\p{L}*|teachers|founders|gründer\p{L}*))\b/iu;
/** Wanting something built ("we need", "I'd like", "bräuchten", "hätte gern", "looking for"). */
const WANTS_BUILT =
  /\b(need|needs|want|wants|looking for|ideally|idealerweise|sort (it |this |that )?out|fix|take over|rescue|would (love|like)|we'?d (love|like)|i'?d (love|like)|brauch\p{L}*|bräucht\p{L}*|such\p{L}*|hätte\p{L}* gern|möchte\p{L}*|wollen|will (eine?n?|ne)|wünsch\p{L}*)\b/iu;
/** A thing to build: a site, a page, a portal, an app, a booking. */
const TO_BUILD =
  /\b(web ?site|site|web ?seite|seite|seitn|homepage|page|landing ?page|portal|\p{L}*portal|app|web ?app|plattform|platform|online\p{L}*|\p{L}*buchung|booking|shop|\p{L}*formular|form)\b/iu;
/** Asking whether he can do it ("can he do that?", "Geht sowas?", "ist das was für euch?"). */
const FITS =
  /\b((can|could|would|will) (he|charles|you|u) (also |even |really )?(do|build|make|create|program|set up|help|handle|take|manage|redo|rebuild)|(do|does) (you|he|charles) (do|build|make|offer)|is (that|this) (something|his|for (him|you)|possible|doable|within)|(that|this|it) (doable|possible|feasible)|doable|feasible|too (big|small)|geht (so ?was|sowas|das|des)|kriegt\b.{0,30}\bhin|schafft|macht (er|charles|ihr|des)|ist (das|des) (was|etwas|möglich|machbar)|wäre (das|des) (was|etwas)|(kann|könnte) (er|charles)\b.{0,30}\b(machen|bauen|erstellen|umsetzen|programmieren|einrichten|helfen|übernehmen)|(kannst du|machst du|machen sie|können sie|könnten sie)\b.{0,30}\b(machen|bauen|erstellen|umsetzen|so ?was|sowas|das)|(the|that|this) (kind|sort|type) of (thing|work|stuff|project|job)|(kind|sort|type) of (thing|work|stuff|project|job) (he|charles) (does|do|can|could|would)|(would|could|will) (he|charles) (consider|take on|be up for)|(is|'s) (he|charles) (that|the right|the) (guy|person|one)|work with (him|charles)|what do you (reckon|think)|die art (von )?(arbeit|projekt|sache)|(wäre|ist) (das|des) (was|etwas) für (ihn|charles|euch|sie)|übernimmt (er|charles)|machbar|möglich)\b/iu;
/** A prospect's enquiry names the visitor's organisation, its need and asks for this many words at least. */
const PROSPECT_MIN_WORDS = 10;

/**
 * A prospect describing what their business or organisation needs and asking whether he can
 * do it ("Wir sind eine Steuerkanzlei mit acht Leuten. Wir bräuchten ein Mandantenportal …
 * Kriegt Charles sowas hin?", "yo i own a tattoo shop in leipzig. want a site w a gallery …
 * doable?").
 */
export function prospectAsks(message: string): boolean {
  if (message.split(/\s+/).length < PROSPECT_MIN_WORDS) return false;
  const theirs =
    TEAM_SIZE.test(message) ||
    SELF.test(message) ||
    (THEIRS.test(message) && ORGANISATION.test(message));
  return theirs && WANTS_BUILT.test(message) && TO_BUILD.test(message) && FITS.test(message);
}

/**
 * Whether he can do or provide something, or whether it is part of it ("kann das an unser DATEV
 * angebunden werden?", "Könnten Patienten dann auch online einen Termin anfragen?", "would we
 * keep our old domain?", "und ist hosting dabei?"), a short "and …?" follow-up included.
 */
const CAN_IT =
  /(?<!\p{L})(can (he|you|charles|we|i|it|they|patients|customers|clients|people|members|guests)|could (he|you|charles|we|it|they|patients|customers|clients|people|members|guests)|does (he|charles)|would (we|he|it)|is (that|it|hosting|this) (included|possible|part)|included|kann (er|man|ich|charles|das|des|die|der|mein\p{L}*|unser\p{L}*|patient\p{L}*|kund\p{L}*)|könn\p{L}* (er|man|wir|ich|patient\p{L}*|kund\p{L}*|die|das)|macht (er|charles|der)|geht (das|des|dat)|möglich|machbar|mit drin|dabei|(auch|and|und)\b.{0,40}\?$)(?!\p{L})/iu;
/**
 * Not a question about a service: this site's own form, what is kept of a message or data, this
 * site or chat, a price or payments (the site names none), a promise, doing it oneself, who can see it, his own mailbox, hiring him or a call with him ("kann ich die auch für mein
 * Projekt buchen?").
 */
const NO_SERVICE_QUESTION =
  /(?<!\p{L})(kontaktformular\p{L}*|contact ?form|(das|the|dein|deinem|your|im|ins|übers|this|dieses|euer|eurem) (formular|form)|formularnachricht\p{L}*|speicher\p{L}*|gespeichert|stored?|keep(s|ing)? (it|them|my)|liegt|ewig|lösch\p{L}*|delete\p{L}*|daten|data|ip|privacy|datenschutz|landet|lands?|meine nachricht|my message|werbung|hier|here|this (site|website|page|chat)|guarantee\p{L}*|garantier\p{L}*|charge|cost\p{L}*|price\p{L}*|kost\p{L}*|preis\p{L}*|paypal|stripe|klarna|pay|payments?|\p{L}*zahlung\p{L}*|bezahl\p{L}*|selbst|selber|ourselves|myself|themselves|(see|read|access) (it|my|our|them|that)|einsehen|mitlesen|(sein|seinem|his) (postfach|inbox|mailbox)|(ihn|die|charles|him) (auch |dann )?(für\b.{0,30})?(buchen|book|hire)|(book|schedule|arrange|set up|buch\p{L}*|vereinbar\p{L}*|ausmach\p{L}*) (me|us|mir|uns)? ?(a |an |einen |ein |nen |n )?(call|meeting|appointment|termin|gespräch|telefonat|rückruf))(?!\p{L})/iu;

/**
 * The visitor's own customers, members or patients doing something on their site ("Could
 * bookings also sync with Booking.com?", "could people book into classes online and pay
 * straight away?", "dass Mieter Schäden online melden können"): what they pay is no payment to him.
 */
const THEIR_PEOPLE =
  '(people|customers|clients|patients|members|guests|visitors|users|tenants|parents|students|bookings|orders|kund\\p{L}*|patient\\p{L}*|mitglied\\p{L}*|gäst\\p{L}*|besucher\\p{L}*|nutzer\\p{L}*|mieter\\p{L}*|eltern|schüler\\p{L}*|buchungen|bestellungen|termine)';
const THEIR_PEOPLE_CAN = new RegExp(
  `(?<!\\p{L})((can|could|would|will|kann|könnte|können|könnten|sollen|sollten) (\\p{L}+ ){0,2}${THEIR_PEOPLE}|${THEIR_PEOPLE} (\\p{L}+ ){0,5}(können|könnten|sollen|can|could))(?!\\p{L})`,
  'iu',
);
/** Paying him ("Können Kunden bei ihm auch per PayPal bezahlen?"): a question about his terms. */
const PAYS_HIM = /(?<!\p{L})(bei ihm|ihn|ihm|him|charles|you|dich|dir|euch)(?!\p{L})/iu;
/** Paying, where their own customers pay. */
const PAYING =
  /(?<!\p{L})(paypal|stripe|klarna|pay|payments?|\p{L}*zahlung\p{L}*|bezahl\p{L}*)(?!\p{L})/giu;
/** The visitor introducing their business by name ("Tattoostudio hier.", "Elektrobetrieb hier, 5 Mann"). */
const NAMED_HERE = /^\W*(\p{L}+\W+){0,2}\p{L}+ hier\b/iu;

/** A question whether a service is his or part of it, where the message names what (`ServiceLines.needed`). */
export function asksForAService(message: string): boolean {
  const theirPeople = THEIR_PEOPLE_CAN.test(message) && !PAYS_HIM.test(message);
  const asked = (theirPeople ? message.replace(PAYING, '') : message).replace(NAMED_HERE, '');
  return (CAN_IT.test(message.trim()) || theirPeople) && !NO_SERVICE_QUESTION.test(asked);
}
