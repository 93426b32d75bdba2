/**
 * Whether a message asks who is answering: "am I chatting with Charles right now?", "is this a
 * bot?", "Sind Sie Herr Bauer?", "Mit wem schreibe ich gerade?", "bist du echt?". The disclosure
 * must follow every time (EU AI Act Art. 50), so this is read by grammar as well as by the
 * classifier: the visitor talking *with* someone, or the assistant (you, this) being someone.
 * A question about the owner ("is Charles a student?", "can I talk to Charles?") is none.
 */

/** Whom the visitor may think answers. */
const SOMEONE =
  /\b(charles|herr(n)? bauer|mr\.? bauer|the (developer|owner)|dem entwickler|a (real )?(person|human|man|woman|machine|robot|bot|chatbot|program|computer)|an? (ai|ki|llm|assistant)|human|a real one|(ein|eine|einem|einen|nem|ne|n) (echte[nmr]? )?(mensch(en)?|person|bot|roboter|maschine|computer|programm|ki|chatbot|assistent(en)?)|ne ki|ki|bot|chatgpt|gpt|openai|siri|alexa|echt|real|live|persönlich|personally|in person|himself|selbst|his (secretary|assistant)|seine[nmr]? (sekretärin|assistent\w*))\b/i;

/** The visitor talking with someone: "am I chatting with …", "who am I talking to", "mit wem schreibe ich". */
const CONVERSATION: RegExp[] = [
  /\b(am i|are we|i am|i'm)\b.{0,20}\b(talking|chatting|speaking|writing|texting)\b.{0,12}\b(to|with)\b/i,
  /\bwho\b.{0,12}\b(am i|are we)\b.{0,12}\b(talking|chatting|speaking|writing)\b/i,
  /\bwho('s| is)\b.{0,10}\b(answering|replying|typing|writing|on the other (side|end))\b/i,
  /\bwho\b.{0,6}\b(writes|types|answers|generates|makes)\b.{0,20}\b(answers?|replies|this|these|here)\b/i,
  /\bwer\b.{0,6}\b(schreibt|tippt|macht|erzeugt|formuliert)\b.{0,20}\b(antwort\w*|das|hier)\b/i,
  /\b(spreche|schreibe|chatte|rede|red|bin)\b.{0,6}\bich\b.{0,30}\b(mit|verbunden)\b/i,
  /\bmit wem\b.{0,10}\b(spreche|schreibe|chatte|rede)\b/i,
  /\bwer\b.{0,6}\b(antwortet|schreibt|tippt|sitzt)\b.{0,12}\b(hier|da|gerade|mir)\b/i,
  // "antwortet hier eigentlich ein mensch?", "is a real person answering?".
  /^(?!.*\b(form|e-?mail|mail|message|formular|nachricht|anfrage)\w*\b).*\b(antwortet|antworten|schreibt|tippt|sitzt)\b.{0,25}\b(mensch(en)?|person|bot|ki|maschine|roboter|programm)\b/i,
  /^(?!.*\b(form|e-?mail|mail|message|formular|nachricht|anfrage)\w*\b).*\b(is|are|does|do)\b.{0,8}\b(a |an |any |some )?(real |actual |live )?(human|person|people|bot|ai|machine|robot)\b.{0,6}\b(answer\w*|reply\w*|typ\w*|writ\w*|respond\w*)\b/i,
];

/** Who or what may be answering, right after "are you" or "is this". */
const WHO =
  "(charles|herr(n)? bauer|mr\\.? bauer|a (real )?(person|human|man|woman|machine|robot|bot|chatbot|program|computer)|an? (ai|assistant)|human|ai|ki|(ein|eine|einem|einen|nem|ne|n) (echte[nmr]? )?(mensch(en)?|person|bot|roboter|maschine|computer|programm|ki|chatbot|assistent(en)?)|bot|chatgpt|gpt|selbst|himself|persönlich|er selbst|his (assistant|secretary|receptionist|employee)|seine[nmr]? (sekretärin|assistent\\w*|mitarbeiter\\w*)|charles'?s? (assistant|secretary))";
const FILLERS =
  '(really |actually |even |wirklich |echt |eigentlich |jetzt |denn |gerade |grad |hier |nur |doch |etwa |now |right now |the |de )*';

/** The assistant being someone: "are you Charles?", "bist du echt?", "Sind Sie Herr Bauer?". */
const YOU_ARE = new RegExp(
  `\\b(are you|r u|bist du|bisch du|sind sie|seid ihr)\\s+${FILLERS}(${WHO}|echt|real|live)\\b`,
  'i',
);
/**
 * Or not being someone, said back as a question: "Ach, Sie sind gar nicht Charles?", "so you're
 * not a real person?", "bist du kein Mensch?".
 */
const YOU_ARE_NOT = new RegExp(
  `\\b(are you|r u|bist du|sind sie|seid ihr|you'?re|you are|u r|du bist|sie sind|ihr seid)\\s+${FILLERS}(gar |also |so )?(not|nicht|kein|keine|keinen)\\s+${FILLERS}(${WHO}|mensch|echt|real)\\b`,
  'i',
);
/** This being someone: "is this a bot?", "Ist das hier ChatGPT?" (not "is that real?"). */
const THIS_IS = new RegExp(
  `\\b(is this|is that|is it|ist das( hier)?|tippt hier)\\s+${FILLERS}${WHO}\\b`,
  'i',
);
/** Someone typing the answers: "Is Charles himself typing these answers?". */
const TYPING =
  /\b(is|ist|tippt|schreibt)\b.{0,30}\b(typing|answering|replying|tippt|antwortet|writing (this|these|here)|schreibt (hier|das))\b/i;

/** The owner greeted as the one answering: "charles is that you??", "Bist du das, Charles?". */
const IS_THAT_YOU =
  /\b(is (that|this|it) (really )?you|bist du('?s| das| es)|sind sie das|seid ihr das)\b/i;
const THE_OWNER = /\b(charles|herr(n)? bauer|mr\.? bauer)\b/i;

/** Asking to reach the owner is a contact question ("can I talk to Charles?"). */
const REACH =
  /\b(can|could|may|kann|könnte|darf)\b.{0,12}\b(talk|speak|reach|call|sprechen|erreichen|anrufen)\b/i;

/** The answers made by someone: "is this answer written by AI?", "von einer KI geschrieben?". */
const WRITTEN_BY = [
  /\b(answers?|replies|reply|this|these|it|that)\b.{0,20}\b(written|generated|made|produced|created|typed|composed)\s+by\s+(an? |some )?(ai|ki|llm|bot|chatbot|robot|machine|computer|program|human|person|real person|charles|him)\b/i,
  /\b(von|vom)\s+(einer |einem |nem |ner |ne |n )?(ki|bot|chatbot|roboter|maschine|computer|programm|mensch\w*|charles|ihm)\s+(geschrieben|erstellt|erzeugt|generiert|formuliert|getippt|beantwortet)\b/i,
];

/**
 * The assistant asked to put the visitor through, as a switchboard would ("Können Sie mich mit
 * Charles verbinden?", "put me through to him"): who answers, and how to reach him.
 */
const CONNECT_ME = [
  /\b(verbind\w*|connect|stell\w*)\b.{0,15}\b(mich|me|uns|us)\b.{0,25}\b(mit|to|with|zu)\s+(ihm|him|charles|herrn? bauer|einem menschen|a (real )?(person|human))\b/i,
  /\b(mich|me|uns|us)\b.{0,25}\b(mit|to|with)\s+(ihm|him|charles|herrn? bauer)\b.{0,15}\b(verbinden|connect)\b/i,
  /\b(durchstell\w*|put (me|us) through)\b/i,
];

/**
 * Who made the assistant ("who built you then", "wer hat dich programmiert?", "bist du von
 * charles programmiert?"): who answers, and what it runs on.
 */
const MADE_BY = [
  /\bwho\b.{0,12}\b(built|build|made|make|programmed|program|created|create|wrote|coded|developed|trained|runs|owns)\s+(you|u|this (bot|chat\w*|assistant|thing))\b/i,
  /\bwer\b.{0,12}\b(hat|haben)\s+(dich|euch|diesen (bot|chatbot|assistenten))\s+(\w+\s+)?(gebaut|programmiert|gemacht|entwickelt|erstellt|geschrieben|trainiert|gecodet)\b/i,
  /\b(bist du|seid ihr|wurdest du|are you|were you)\s+(\S+\s+){0,3}(programmiert|gebaut|entwickelt|gemacht|erstellt|programmed|built|made|developed|coded|trained)\b/i,
  /\b(did|has|hat)\s+(charles|he|er)\b.{0,10}\b(build|built|make|made|program|programmed|code|coded|gebaut|programmiert|gemacht)\s+(you|u|dich)\b/i,
];

/**
 * How the assistant works ("how is this chat built? LLM with RAG?", "how do you work", "wie
 * funktionierst du", "welches KI-Modell bist du", "do you learn from what I tell you?").
 */
const HOW_IT_WORKS = [
  /\bhow\b.{0,10}\b(is|was|are|does|do)\s+(this |the |your )?(chat\w*|bot|assistant|you|u)\s+(\w+\s+)?(built|made|programmed|coded|trained|work|working|powered|implemented|done)\b/i,
  /\bwie\b.{0,10}\b(funktionierst du|funktioniert (dieser|der|das|euer|dein) (chat\w*|bot|assistent\w*)|(bist du|ist (dieser|der|das|euer) (chat\w*|bot|assistent\w*))\s+(\w+\s+)?(gebaut|programmiert|gemacht|trainiert|umgesetzt))\b/i,
  /\b(which|what|welche[snr]?|was für (ein|eine|n))\s+(\S+\s+)?(model|modell|ki-modell|ai model|sprachmodell|language model|llm|engine)\b.{0,12}\b(are you|r u|bist du|du bist|you are|is (this|that|it|behind)|steckt|läuft|do you (use|run)|nutzt du|verwendest du|benutzt du)\b/i,
  /\b(are you|r u|bist du|is this|ist das)\s+(just |only |nur |really |wirklich )?(an? |ein |eine |einfach )?(llm|large language model|language model|sprachmodell|rag|canned answers|scripted|pre-?written|vorgefertigte?)\b/i,
  /\b(do|did|can|will|would)\s+(you|u)\s+(\w+\s+)?(learn|get trained|train)\s+(from|on|with)\b/i,
  /\b(lernst du\b.{0,25}\b(daraus|dazu|von|aus|mit)|wirst du\b.{0,25}\btrainiert)\b/i,
];

/** "Curious dev here — how is this chat built? LLM with RAG …?": the question that asks it. */
export function asksHowItWorks(message: string): boolean {
  const text = message.trim();
  const sentences = text.split(/(?<=[.?!])\s+/);
  const short = text.split(/\s+/).length <= IDENTITY_MAX_WORDS;
  return sentences.some(
    (sentence) =>
      (short || sentence.endsWith('?')) &&
      sentence.split(/\s+/).length <= IDENTITY_MAX_WORDS &&
      HOW_IT_WORKS.some((p) => p.test(sentence)),
  );
}

/** "who built you then": asked who made the assistant, or how it works. */
export function asksMaker(message: string): boolean {
  return (
    (message.split(/\s+/).length <= IDENTITY_MAX_WORDS && MADE_BY.some((p) => p.test(message))) ||
    asksHowItWorks(message)
  );
}

/**
 * Asked for a person instead ("give me a HUMAN now", "ich will mit einem menschen reden"): who
 * answers, and how to reach him.
 */
const A_HUMAN =
  /\b(give me|get me|i want|i need|let me (talk|speak) to|(talk|speak) to|ich will|ich möchte|ich brauche|gib mir|hol mir)\b.{0,20}\b(a |an |einen |nen |mit einem |mit nem )?(real |actual |echten? |richtigen? )?(human|person|mensch(en)?)\b/i;

/** "give me a HUMAN now": asked for a person instead of the assistant. */
export function asksForPerson(message: string): boolean {
  return message.split(/\s+/).length <= IDENTITY_MAX_WORDS && A_HUMAN.test(message);
}

/** "Dann verbinden Sie mich bitte mit ihm": asked to be put through to him. */
export function asksToBeConnected(message: string): boolean {
  return CONNECT_ME.some((p) => p.test(message));
}

/**
 * What the chat itself is, asked alone ("what is this thing", "wtf is this bot?", "Was ist das
 * hier für ein Ding?"): who answers. "what is this site about" and the like are no such question.
 */
const WHAT_IS_THIS =
  /^\W*(so |ok |okay |and |und |hä\W+|hm+\W+)?((what|wtf|wth)( the (heck|hell))? (is|'s) (this|that) (thing|chat ?bot|bot|chat|widget|box|window|assistant)|(what|wtf|wth)( the (heck|hell))? are you|was (ist|soll) (das|dieses?|denn das)( hier)? ((für )?(ein|eine|n|nen) )?(ding|chat|bot|chatbot|fenster|teil|assistent)( hier)?|was bist du( denn| eigentlich)*)\W*$/i;

/** Who-answers questions are short; a longer message is about something else. */
const IDENTITY_MAX_WORDS = 15;

export function asksIdentity(message: string): boolean {
  const text = message.trim();
  // "is this answer written by AI? my boss wants to know …": the sentence that asks it.
  const sentences = text.split(/(?<=[.?!])\s+/);
  if (
    sentences.some(
      (sentence) =>
        sentence.split(/\s+/).length <= IDENTITY_MAX_WORDS &&
        WRITTEN_BY.some((p) => p.test(sentence)),
    )
  ) {
    return true;
  }
  if (asksMaker(text)) return true;
  if (text.split(/\s+/).length > IDENTITY_MAX_WORDS) return false;
  if (asksToBeConnected(text) || A_HUMAN.test(text)) return true;
  if (WHAT_IS_THIS.test(text)) return true;
  if (REACH.test(text)) return false;
  if (CONVERSATION.some((p) => p.test(text))) {
    return /\b(who|wer|wem)\b/i.test(text) || SOMEONE.test(text);
  }
  if (TYPING.test(text) && SOMEONE.test(text)) return true;
  if (IS_THAT_YOU.test(text) && THE_OWNER.test(text)) return true;
  return YOU_ARE.test(text) || YOU_ARE_NOT.test(text) || THIS_IS.test(text);
}
