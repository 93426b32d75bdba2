/**
 * The words visitors use, per topic and language: data, not logic (parse.ts reads it).
 * An entry is a word, a stem ending in `*`, or a phrase of several words; `:N` sets its
 * weight (default 1, phrases 2). Entries are compared after tokenize() (lower case, umlauts
 * folded), and single words also with a typing slip. The language of each matched entry
 * is also a vote for the language the visitor writes in.
 */

export type Topic =
  | 'greeting'
  | 'thanks'
  | 'goodbye'
  | 'howAreYou'
  | 'ack'
  | 'self'
  | 'identity'
  | 'roleChange'
  | 'task'
  | 'privateRequest'
  | 'overview'
  | 'title'
  | 'services'
  | 'business'
  | 'skills'
  | 'skillLevel'
  | 'learning'
  | 'technologies'
  | 'languages'
  | 'location'
  | 'address'
  | 'education'
  | 'projects'
  | 'projectLink'
  | 'more'
  | 'contact'
  | 'email'
  | 'phone'
  | 'linkedin'
  | 'github'
  | 'cv'
  | 'availability'
  | 'prices'
  | 'replyTime'
  | 'design'
  | 'storage'
  | 'chat'
  | 'cookies'
  | 'privacy'
  | 'legal'
  | 'vat'
  | 'personal'
  | 'name'
  | 'employment'
  | 'duration'
  | 'contactData'
  | 'urgent'
  | 'workplace'
  | 'messenger'
  | 'nationality'
  | 'dataRights'
  | 'quality'
  | 'why'
  | 'siteBuilt'
  | 'relay';

interface CueGroup {
  en?: string;
  de?: string;
  /**
   * The group's light words (weight 1 or less: "who", "where", "company") only count when the
   * message is about the owner; its phrases and heavier words always count.
   */
  weak?: boolean;
}

export const CUES: Partial<Record<Topic, CueGroup>> = {
  greeting: {
    en: 'hi|hello|hey|hiya|howdy|greetings|good morning|good afternoon|good evening|yo',
    de: 'hallo|moin|servus|guten tag|guten morgen|guten abend|gruss gott|gruezi|huhu|hi',
  },
  thanks: {
    en: 'thanks|thank|cheers|appreciate|that was helpful|very helpful|really helpful|super helpful',
    de: 'danke|dankeschon|vielen dank|merci|sehr hilfreich|hat mir geholfen|hat geholfen',
  },
  goodbye: {
    en: 'bye|goodbye|see you|farewell|good night|have a nice|have a good|have a great|enjoy your weekend|enjoy your evening',
    de: 'tschuss|tschus|ciao|wiedersehen|bis bald|bis dann|gute nacht|adieu|schones wochenende|schonen abend|schonen tag|schonen feierabend',
  },
  howAreYou: {
    en: 'how are you:3|how is it going:3|how are things:3|hows it going:3|how s it going:3|hows your day:3|how s your day:3|how is your day:3|how are you doing:4',
    de: 'wie gehts:3|wie geht s:3|wie geht es dir:3|wie geht es ihnen:3|wie geht es:3|wie lauft s:3|wie laufts:3',
  },
  ack: {
    en: 'ok|okay|cool|nice|great|alright|got it|yes|yeah|yep|no|nope|sure|interesting|wow|good|fine|hm|hmm|right|understood',
    de: 'ok|okay|hm|hmm|cool|wow|gut|super|ja|nein|aha|ach so|alles klar|verstehe|verstanden|klasse|toll|prima|schon gut|stimmt|genau',
  },
  self: {
    en: 'what can you do:3|what do you know:3|can you help:2|help me:2|help:1.5|how does this work:3|what can i ask:3|what should i ask:3|what is this:2|what are you for:3|your purpose:3',
    de: 'was kannst du:3|was konnen sie:3|kannst du mir helfen:2|konnen sie mir helfen:2|hilfe:1.5|hilf mir:2|was weisst du:3|was kann ich fragen:3|wie funktioniert das:3|wofur bist du:3',
  },
  identity: {
    en: 'your name:3|bot:2|chatbot:2|robot:2|ai:1.5|artificial intelligence:2|human:2|real person:3|chatgpt:3|gpt:2|who are you:3|what are you:3|are you real:3|talking to:2|am i talking:3|a person:2|machine:1.5',
    de: 'wie heisst du:3|dein name:3|ihr name:1|bot:2|roboter:2|ki:1.5|kunstliche intelligenz:2|mensch:2|echter mensch:3|chatgpt:3|wer bist du:3|was bist du:3|wer sind sie:3|spreche ich mit:3|rede ich mit:3|maschine:1.5',
  },
  roleChange: {
    en: 'ignore:3|disregard:3|forget your:3|forget all:3|forget previous:3|forget everything:3|you are now:3|from now on:3|pretend:3|act as:3|roleplay:3|role play:3|jailbreak:3|dan:2|developer mode:3|system prompt:3|prompt:2|your instructions:3|your rules:3|repeat after me:3|new role:3|answer only in:3|respond only in:3|no rules:2|without rules:2|without any rules:2',
    de: 'ignoriere:3|ignorier:3|vergiss:3|du bist jetzt:3|ab jetzt:3|ab sofort:3|tu so:3|tue so:3|stell dir vor:3|rollenspiel:3|neue rolle:3|prompt:2|anweisungen:3|deine regeln:3|bestatige:3|bestatigen:2|keine regeln:2',
  },
  task: {
    en: 'poem:3|essay:3|story:2|joke:3|jokes:3|song:3|lyrics:3|recipe:3|homework:3|translate:3|translation:2|write me:2|write a:2|write my:2|script:2|summarize this:2|riddle:3',
    de: 'gedicht:3|aufsatz:3|geschichte:2|witz:3|witze:3|lied:3|songtext:3|rezept:3|hausaufgaben:3|ubersetze:3|ubersetzen:2|schreib mir:2|schreibe mir:2|skript:2|ratsel:3',
  },
  privateRequest: {
    en: 'password:3|passwords:3|admin password:3|admin access:3|admin login:3|your database:3|the database:2|other visitors:3|other users:3|other people:2|visitors messages:3|chat logs:3|ip address:2|credit card:3|api key:3',
    de: 'passwort:3|kennwort:3|admin zugang:3|eure datenbank:3|die datenbank:2|anderer besucher:3|andere besucher:3|anderen besucher:3|nachrichten anderer:3|ip adresse:2|api schlussel:3',
  },
  overview: {
    en: 'who:1|about him:2|tell me about:2|summary:2|summarize him:2|summarize the site:4|summarise the site:4|in one sentence:3|what does charles actually do:4|actually do:2|introduce:2|background:1.5|profile:1|developer:1.5|what does he do:3|what does charles do:3|what do you do:3|what can he do:3|what is he:2|what kind of:1|who is he:3|who is charles:3|do for a living:3|profession:2|occupation:2|work as:2|freelancer:2|freelance developer:2|employed:1.5|self employed:2',
    de: 'wer:1|uber ihn:2|erzahl:2|erzahle:2|stell vor:2|vorstellen:2|zusammenfassung:2|fass die seite:4|in einem satz:3|hintergrund:1.5|profil:1|entwickler:1.5|was macht er:3|was macht charles:3|was machen sie:3|was kann er:3|wer ist er:3|wer ist charles:3|beruflich:2|beruf:2|arbeitet als:2|freiberufler:2|freiberuflich:2|selbststandig:2|angestellt:1.5',
    weak: true,
  },
  title: {
    en: 'title:2|job title:3|position:1.5|official title:3',
    de: 'titel:2|berufsbezeichnung:3|jobtitel:3|position:1.5',
  },
  services: {
    en: 'service*:2|offer*:2|provide*:2|what does he offer:3|build*:1|do for me:2|help with:1.5|help me with:1.5|work for:1|maintenance:2|maintain:2|support:1.5|hosting:1.5|updates:1|backups:1|websites:1|web apps:1|web app:1|apps:1|app:1|seo:3|booking:1.5|forms:1|shop:1|does he do:1.5|can he do:1.5|can he build:2|does he build:2|does he make:1.5|look after:2|take care of:2|existing website:2|existing site:2|mobile:1|responsive:1.5|accessible:1.5|accessibility:1.5|web design:3|webdesign:3|host:1.5|need a website:3|need a site:3|new website:2|found on google:3|on google:2|find me:1.5|hacked:2|virus:1.5|malware:2|domain:1.5|domains:1.5|migrate:1.5|migration:1.5|integrate:1.5|integration:1.5|connect:1.5|set up:1.5|setup:1.5|email setup:4|set up email:4|handle email:4|email hosting:4|business email:4|gdpr compliant:4|compliant:2|faster:2|speed up:3|performance:1.5|after launch:4|afterwards:2|launched:2|launch:1|book appointments:4|appointment booking:4|online booking:3|booking system:3|homepage:2|online orders:3|orders:1|simple site:3|simple website:3|portfolio site:4|portfolio website:4|on phones:4|on mobile:3|on mobile phones:4|on smartphones:4|on a phone:4|redesign:3|can he help:3|monitor:2|monitoring:2|uptime:2|consulting:2|code review:2|associations:2|clubs:2|startups:2|server:1.5|api:1.5|apis:1.5|login:1.5|members area:2|go to my email:3|in my inbox:3|to my inbox:3',
    de: 'leistung*:2|dienstleistung*:2|anbiet*:2|bietet:2|biete:1|service*:2|angeboten:2|was macht er fur:2|hilft:1.5|helfen:1|wartung*:2|aktualisieren:2|go live:2|homepage:2|termine buchen:4|terminbuchung:3|buchungssystem:3|portfolio seite:4|portfolio website:4|portfolioseite:4|aufm handy:4|auf dem handy:4|auf handys:4|auf dem smartphone:4|auf smartphones:4|neu gestalten:4|neugestaltung:4|umgestalten:3|uberarbeiten:3|kann er helfen:3|onlinebestellung*:3|online bestellen:3|bestellung*:2|inhalte:1.5|anbindung:2|uberwach*:2|vereine:2|verein:2|beratung:1.5|betreuung:2|pflege:1.5|support:1.5|hosting:1.5|updates:1|backups:1|websites:1|webseite:1|website:1|web apps:1|apps:1|app:1|seo:3|buchung*:2|formular*:1|bauen:1.5|baut:1.5|macht er auch:2|kann er mir:1.5|kummert:1.5|kummern:1.5|betreut:1.5|betreuen:1.5|pflegt:1.5|bestehende website:2|barrierefrei*:1.5|smartphone:1|webdesign:3|web design:3|suchmaschin*:2|ubernehmen:1|ubernimmt:1|macht er:1.5|brauche eine website:3|brauche eine webseite:3|neue website:2|neue webseite:2|bei google:2|gefunden:1.5|gehackt:2|virus:1.5|domain:1.5|umziehen:1.5|umzug:1.5|einbinden:1.5|anbinden:1.5|verbinden:1.5|integrieren:1.5|einrichten:1.5|email einrichten:4|dsgvo konform:4|konform:2|schneller:2|ladezeit:2|nach dem launch:4|nach dem go live:4|danach:1|server:1.5|schnittstelle*:2|api:1.5|login:1.5|mitgliederbereich:2|in meinem postfach:3|mein postfach:2',
  },
  business: {
    en: 'business:1|company:1|firm:1|agency:1|his company:3|his business:3|his firm:3|company name:3|name of his company:4|have a company:3|own a company:3|have a business:3|own business:3',
    de: 'unternehmen:1|firma:1|betrieb:1|agentur:1|seine firma:3|sein unternehmen:3|die firma:2|firmenname:3|eine firma:3|ein unternehmen:3|eigene firma:3',
    weak: true,
  },
  skills: {
    en: 'skill*:2|skils:2|technologies:1.5|technology:1.5|tech stack:2|stack:1.5|tools:1.5|programming languages:3|programming language:3|what does he know:2|expertise:2|experience:1.5|competenc*:2|abilities:2|capable:1|know:0.5|knows:0.5|familiar:1|proficien*:1|good at:1|work with:1|use:0.3|uses:0.5|cloud:1.5|platforms:1|frameworks:1.5',
    de: 'kenntnis*:2|fahigkeit*:2|skills:2|tech stack:2|techstack:2|technologien:1.5|technologie:1.5|werkzeuge:1.5|tools:1.5|programmiersprache*:3|was kann er:1|erfahrung*:1.5|kompetenz*:2|beherrscht:1.5|kennt:1|kann er:0.5|auskennen:1|aus:0.2|nutzt:0.5|setzt:0.5|cloud:1.5|plattformen:1|frameworks:1.5',
  },
  skillLevel: {
    en: 'expert:3|how good:3|proficient:2|advanced:2|senior:2|level:2|master:1.5|professional:1|pro:1|strong:1|good at:1.5|how well:2',
    de: 'experte:3|expertin:3|profi:3|wie gut:3|fortgeschritten:2|niveau:2|senior:2|stark:1|gut in:1.5|wie sehr:1',
  },
  learning: {
    en: 'learning:3|learn:2|learns:2|still learning:3|currently learning:3|picking up:2|studying right now:2',
    de: 'lernt:3|lernen:2|lerne:2|gerade lernt:3|aneignen:2|eignet:2',
  },
  technologies: {
    en: 'built with:3|made with:3|build with:2|was it built:3|technologies:1|tech:1|tags:2|tools used:2|used for:1.5|what was used:3|which technologies:1.5',
    de: 'gebaut mit:3|womit:3|gebaut:2|erstellt mit:3|gemacht mit:3|technologien:1|technik:1|tags:2|verwendet:1.5|eingesetzt:1',
  },
  languages: {
    en: 'language:1.5|languages:1.5|speak:2|speaks:2|spoken:2|fluent:1.5|bilingual:2|native language:3|mother tongue:3|first language:3',
    de: 'sprache:1.5|sprachen:1.5|spricht:2|sprechen:1.5|zweisprachig:2|fliessend:1.5|muttersprache:3|erstsprache:3',
  },
  location: {
    en: 'where:1|based:2|located:2|location:2|live:1.5|lives:2|living:1.5|city:2|town:2|country:2|region:1.5|come from:2|where is he:3|where does he live:3|which city:3|which country:3|what country:3|which town:3',
    de: 'wo:1|wohnt:2|wohnen:1.5|sitz:2|sitzt:2|ansassig:2|stadt:2|ort:1.5|land:1.5|standort:2|woher:2|kommt er:2|region:1.5|welcher stadt:3|welchem land:3|welchen land:3',
    weak: true,
  },
  address: {
    en: 'address:2|postal address:3|street:2|mailing address:3|postal:2|business address:3',
    de: 'adresse:2|anschrift:2|strasse:2|postanschrift:3|postadresse:3|geschaftsadresse:3|firmenadresse:3',
  },
  education: {
    en: 'graduate:2|when does he graduate:4|study:2|studies:2|studied:2|studying:2|student:2|university:2|degree:2|education:2|educational:2|college:2|school:1.5|qualification*:2|diploma:2|graduate*:2|bachelor:2|master s:2',
    de: 'wann ist er fertig:4|mit dem studium fertig:4|studium:2|studiert:2|studiere:1|student:2|uni:2|universitat:2|hochschule:2|abschluss:2|ausbildung:2|bildung:1.5|bachelor:2|master:1.5',
  },
  projects: {
    en: 'project*:2|projcts:2|portfolio:2|references:2|clients:1.5|client work:2|examples:1.5|case studies:2|what has he built:3|has he done:1.5|work samples:2|previous work:2|worked for:2|worked with:1.5|before:0.5|his work:2|some of his work:3|work examples:2|medical practices:3|practices:1|experience with:1.5',
    de: 'projekt*:2|portfolio:2|referenz*:2|kunden:1.5|beispiel*:1.5|arbeitsproben:2|bisherige arbeiten:2|gearbeitet:1.5|schon mal:0.5|seine arbeiten:2|arbeiten von ihm:2|arztpraxen:3|praxen:1.5|erfahrung mit:1.5',
  },
  projectLink: {
    en: 'see it:2|online:1.5|link:1.5|url:2|visit:2|live:1|look at it:2|check it out:2',
    de: 'ansehen:2|anschauen:2|online:1.5|link:1.5|url:2|besuchen:2|angucken:2|sehen:1.5',
  },
  more: {
    en: 'others:2|other:1|more:1.5|another:1.5|else:1|any more:2',
    de: 'weitere:2|andere:1.5|noch:0.5|mehr:1.5',
  },
  contact: {
    en: 'contact:2|reach:2|get in touch:3|in touch:2|talk to him:3|write to him:3|message him:3|how do i write:3|enquiry:2|inquiry:2|talk to him about:3|speak to him:3|send him a message:3|message:1|appointment:2|meeting:2|meet:1.5|book a call:3|schedule a call:3|call with him:3|speak to:3|talk to:3|speak with:3|talk with:3|directly:1|call back:3|callback:3|contact form:2|how do i start:4|how do i get started:4|what info:3|need from me:4|what do you need from me:4|get started:3|first step:3|next step:3',
    de: 'kontakt:2|kontaktdaten:3|kontaktangaben:3|kontaktieren:2|erreichen:2|erreiche:2|erreichbar:2|melden:1.5|anfrage:1.5|schreibe ihm:3|schreiben:1.5|nachricht:1|nachricht schreiben:3|sprechen mit ihm:3|termin:2|termin vereinbaren:3|treffen:1.5|direkt sprechen:3|mit ihm sprechen:3|personlich sprechen:3|kontaktformular:2|ruckruf:3|wie fange ich:4|wie starte ich:3|welche infos:3|welche angaben:3|von mir:1|braucht er von mir:4|erster schritt:3|nachster schritt:3',
  },
  email: {
    en: 'email:3|mail:2|email address:3',
    de: 'email:3|mail:2|mailadresse:3|emailadresse:3',
  },
  phone: {
    en: 'phone:3|telephone:3|phone number:3|number:1.5|call:2|mobile number:3|mobile:0.5|cell:1.5',
    de: 'telefon:3|telefonnummer:3|nummer:1.5|anrufen:2|handy:2|mobil:1.5|handynummer:3',
  },
  linkedin: {
    en: 'linkedin:3|social media:2|social networks:2|online profiles:2',
    de: 'linkedin:3|social media:2|soziale medien:2|sozialen medien:2|soziale netzwerke:2|sozialen netzwerken:2',
  },
  github: {
    en: 'github:3|code:2|repositories:2|repos:2|open source:2|source code:3',
    de: 'github:3|quellcode:3|code:2|repositorys:2',
  },
  cv: { en: 'cv:3|resume:3|curriculum:3|vitae:2', de: 'lebenslauf:3|cv:3|vita:2' },
  availability: {
    en: 'available:2|availability:2|free:1|capacity:2|hire:2|hiring:2|take on:2|new projects:2|freelance:1.5|booked:2|have time:2|time for:1.5|start:1.5|begin:1.5|when can he start:4|how soon could he start:4|taking on:3|new clients:3|accepting clients:3|how soon can he start:4|next week:2|next month:2|asap:2|right away:2',
    de: 'verfugbar:2|frei:1|zeit:1.5|kapazitat:2|neue projekte:2|beauftragen:2|buchen:1.5|engagieren:2|ausgebucht:2|zeit fur:2|anfangen:2|beginnen:2|auftrage:2|neue auftrage:3|nimmt er noch:3|starten:1.5|loslegen:2|nachste woche:2|nachsten monat:2|ab wann:3|sofort:1.5',
  },
  prices: {
    en: 'price*:3|cost*:3|rate*:2|fee*:2|how much:2|budget:2|expensive:2|cheap:2|quote:3|estimate:2|pay:1.5|charge*:2|hourly:2|per hour:3|an hour:1.5|hour:1|day rate:3|daily rate:3|per month:3|a month:2|monthly:2|fixed price:3|packages:2|free consultation:3|discount*:3|for free:3|nonprofit*:2|non-profit:2',
    de: 'preis*:3|kosten:3|kostet:3|teuer:2|gunstig:2|stundensatz:3|budget:2|ein angebot:3|angebot fur:2|kostenvoranschlag:3|honorar:3|bezahlen:1.5|pro stunde:3|die stunde:2|stunde:1.5|tagessatz:3|nimmst:1.5|gekostet:3|pro monat:3|monatlich:2|festpreis*:3|pakete:2|pauschal*:3|kostenlos*:2|erstgesprach:2|rabatt*:3|gemeinnutzig*:2|umsonst:3|gratis:3',
  },
  replyTime: {
    en: 'how quickly will he:3|how fast will he:3|how soon will he:3|response time:3|respond:1.5|reply:1.5|answer messages:2|get back:2|when will he answer:4|when will he reply:4|hear back:3|hear from him:3',
    de: 'wie schnell antwortet:4|wie bald:2|antwortet:2|antwort:1|ruckmeldung:2|meldet er sich:3|reaktionszeit:3|wann antwortet:4|wann meldet:4',
  },
  design: {
    en: 'design:2|designed:3|designer:3|who made:2|layout:1.5|looks:1',
    de: 'design:2|gestaltet:3|gestaltung:2|designer:3|designerin:3|entworfen:3|layout:1.5',
  },
  storage: {
    en: 'store:2|stored:2|save:2|saved:2|keep:2|kept:2|log:1.5|logged:2|record*:1.5|delete*:2|retention:3|how long:1',
    de: 'gespeichert:2|speichern:2|speichert:2|aufbewahr*:2|bewahrt:2|bewahren:2|protokoll*:1.5|geloscht:2|loschen:2|loscht:2|wie lange:1',
  },
  chat: {
    en: 'chat:2|chats:2|conversation*:2|chat messages:3|this chat:3',
    de: 'chat:2|chats:2|chatnachrichten:3|unterhaltung*:2|chatverlauf:3',
  },
  cookies: {
    en: 'cookie*:3|tracking:3|track me:4|tracks me:4|track:2|analytics:3|tracker*:3|third parties:2',
    de: 'cookie*:3|tracking:3|trackt:3|verfolgt mich:3|analyse:2|tracker*:3|dritte:1.5',
  },
  privacy: {
    en: 'data protection officer:4|privacy:3|privacy notice:3|privacy policy:3|data protection:3|gdpr:3|personal data:2|my data:2',
    de: 'datenschutz*:3|dsgvo:3|personenbezogene daten:3|meine daten:2|datenschutzbeauftragte*:4',
  },
  legal: {
    en: 'legal notice:3|legal:2|imprint:3|impressum:3|responsible:2|responsible for:3|who runs:3|operator:2|site owner:2|owner of the site:3|owns this site:3|data controller:4|controller:3',
    de: 'impressum:3|rechtliches:2|rechtlich:1.5|verantwortlich:3|verantwortliche stelle:4|betreiber:3|wer betreibt:3',
  },
  vat: {
    en: 'vat:3|vat id:3|tax id:3|tax number:3|charge vat:4|invoice with vat:4|invoice*:2',
    de: 'ust:3|umsatzsteuer*:3|steuernummer:3|ust id:3|mehrwertsteuer:3|mwst:3|rechnung*:2',
  },
  personal: {
    en: 'age:2|old:1.5|how old:3|birthday:3|born:2|date of birth:3|married:3|wife:3|husband:3|girlfriend:3|boyfriend:3|kids:3|children:3|family:2|dog:3|cat:2|pet:3|hobby:3|hobbies:3|favourite:3|favorite:3|salary:3|guarantee:4|warranty:4|working hours:4|office hours:4|your opening hours:4|his opening hours:4|payment methods:4|accept payment:3|earn:3|income:3|money:2|religion:3|politics:3|political:3|health:2|private:0.5|years of experience:4|how many years:3|how much experience:4|employees:3|staff:2|team size:3|how many people:3|football:1|sports:1.5',
    de: 'alt:1.5|wie alt:3|alter:2|geburtstag:3|geboren:2|geburtsdatum:3|verheiratet:3|ehefrau:3|freundin:3|kinder:3|familie:2|hund:3|katze:2|haustier:3|hobby:3|hobbys:3|lieblings*:3|gehalt*:3|garantie:4|gewahrleistung:4|arbeitszeiten:4|sprechzeiten:4|ihre offnungszeiten:4|seine offnungszeiten:4|zahlungsarten:4|zahlungsmethoden:4|verdient:3|einkommen:3|geld:2|religion:3|politik:3|gesundheit:2|privat:0.5|wie viele jahre:3|jahre erfahrung:3|wie viel erfahrung:4|viel erfahrung:3|berufserfahrung:3|mitarbeiter:3|angestellte:3|teamgrosse:3|fussball:1|sport:1.5',
  },
  name: {
    en: 'name:1|his name:3|full name:3|surname:3|last name:3|first name:3|called:1',
    de: 'name:1|namen:1|heisst:1|wie heisst:2|nachname:3|nachnamen:3|vorname:3|vollstandiger name:3',
    weak: true,
  },
  employment: {
    en: 'full time:3|fulltime:3|part time:3|permanent:2|employment:3|employed:2|employee:2|job offer:3|job:1.5|position:1|recruiter:3|recruiting:3|in house:2|working student:3|internship:3|intern:2|open to:1.5|interested:1.5|freelance or:3|or employed:3|developer role:3|role:1|hiring:2|subcontract*:3|white label:3|for our agency:3',
    de: 'vollzeit:3|teilzeit:3|festanstellung:3|festangestellt:3|angestellt:2|anstellung:3|stelle:2|stellenangebot:3|job:1.5|werkstudent*:3|praktikum:3|recruiter:3|interesse:1.5|interessiert:1.5|ware das was:2|oder angestellt:3|subunternehmer:3|fur unsere agentur:3',
  },
  duration: {
    en: 'how long does it take:4|how long does:3|and how long:3|how long:1.5|take to build:3|how long would:3|how long will:3|how soon could:1|take:0.5|takes:1|timeline:3|timeframe:3|time frame:3|turnaround:3|deadline:2|duration:3|how many weeks:3|weeks:1',
    de: 'wie lange dauert:4|wie lange braucht:4|gedauert:2|wie schnell geht:4|dauert:2|dauerts:2|wie lang:1.5|dauern:2|dauer:2|zeitrahmen:3|zeitplan:2|bis wann:2|lieferzeit:3|wochen:1|wie viele wochen:3',
  },
  contactData: {
    en: 'what happens to my data:4|happens to my data:4|happens to my message:4|where do messages go:4|where does my message go:4|where do my messages go:4|who reads:3|form safe:3|is it safe:2|secure:1|safe:1',
    de: 'was passiert mit meinen daten:4|passiert mit meinen daten:4|passiert mit meiner nachricht:4|wo landen:3|wo landet:3|wer liest:3|sicher:1|meinen daten:2',
  },
  urgent: {
    en: 'urgent:3|urgently:3|emergency:3|on call:2|goes down at night:3|is down:3|site is down:3|website is down:3|not working:2|stopped working:3|broken:2|crashed:2|hacked:1',
    de: 'dringend:3|notfall:3|notdienst:3|bereitschaft:2|ausfallt:2|fallt aus:2|ist down:3|funktioniert nicht:3|geht nicht mehr:3|kaputt:2|abgesturzt:2|sofort helfen:3',
  },
  workplace: {
    en: 'in person:3|meet in person:4|come to my:3|my office:3|to my office:4|visit us:2|on site or remote:4|on-site:2|onsite:2|remote:3|remotely:3|outside germany:4|abroad:3|other countries:3|international:2|austria:3|switzerland:3|uk:2|united kingdom:3|usa:2|in the us:3|europe:2|worldwide:3|in the eu:3|eu:1.5|france:3|netherlands:3|belgium:3|italy:3|spain:3|poland:3|where then:3|so where:3',
    de: 'personlich treffen:4|vor ort:3|zu mir kommen:4|in mein buro:3|vorbeikommen:3|zu uns kommen:4|aus der ferne:3|remote:3|ausland:3|im ausland:3|anderen landern:3|international:2|osterreich:3|schweiz:3|zurich:3|wien:3|europa:2|weltweit:3|in der eu:3|frankreich:3|niederlande:3|belgien:3|italien:3|spanien:3|polen:3|wo dann:3|wo denn:3|wo sonst:3',
  },
  messenger: {
    en: 'whatsapp:4|telegram:4|signal:2|messenger:3|text him:3',
    de: 'whatsapp:4|telegram:4|signal:2|messenger:3',
  },
  nationality: {
    en: 'nationality:3|citizen:2|citizenship:3|is he german:4|is he from germany:3|where is he from:3',
    de: 'staatsangehorigkeit:3|nationalitat:3|ist er deutscher:4|deutscher:2|woher kommt er:3',
  },
  dataRights: {
    en: 'delete my data:4|data deleted:4|erase my data:4|right to erasure:4|my rights:3|data do you collect:4|data does the site collect:4|do you collect:3|what do you store about me:4|data about me:3|access to my data:3',
    de: 'daten loschen:4|meine daten loschen:4|loschung:3|auskunft:2|welche daten speichert:4|welche daten sammelt:4|daten uber mich:3|meine rechte:3',
  },
  quality: {
    en: 'is he any good:4|any good:3|is he good:3|how good is he:4|reliable:2|trustworthy:2|recommend him:3|reviews:2|testimonials:3',
    de: 'ist er gut:4|wie gut ist er:4|zuverlassig:2|seriös:2|serios:2|empfehlen:2|bewertung*:2|kundenbewertung*:3|erfahrungen mit ihm:3',
  },
  siteBuilt: {
    en: 'built this site:4|built this website:4|made this site:4|made this website:4|who built:3|developed this site:4|build this site:4',
    de: 'diese seite selbst gebaut:4|seite selbst gebaut:4|website selbst gebaut:4|diese website gebaut:4|diese seite gebaut:4',
  },
  relay: {
    en: 'tell him:3|tell charles:3|pass on:3|pass it on:3|give him a message:4|call me back:4|ask him to call:4|have him call:4|let him know:3',
    de: 'sag ihm:3|sagen sie ihm:3|richte ihm aus:4|richten sie ihm aus:4|ruft mich zuruck:4|mich zuruckrufen:4|soll mich anrufen:4|weiterleiten:2|ausrichten:3',
  },
  why: {
    en: 'why:2.5|how come:2.5|why should i:1',
    de: 'warum:2.5|wieso:2.5|weshalb:2.5',
  },
};

/** Words that point at the owner (his name and business are added from the facts). */
export const OWNER_WORDS = {
  en: 'he|him|his|himself|owner|guy',
  de: 'er|ihn|ihm|sein|seine|seinen|seinem|seiner|seines|inhaber',
};

/** Words that carry no topic. They are also language votes. */
export const STOPWORDS = {
  en: 'a|an|the|and|or|but|is|are|was|were|be|been|am|of|to|in|on|at|for|with|by|from|as|it|its|this|that|these|those|what|which|who|whom|whose|how|why|when|where|does|do|did|can|could|would|should|will|shall|may|might|has|have|had|i|me|my|we|our|you|your|they|them|their|there|here|so|too|also|very|just|please|any|some|all|not|if|then|than|about|out|up|into|over|s|t|d|ll|re|ve|m|doesn|don|isn|aren|much|many|get|got|let|tell|show|give|see|like|well|really|still|exactly|yet|one|ones|someone|something|anything|thing|things|kind|sort|way|sorry|hey|oh|again|now|maybe|actually|somewhere|anywhere|anyone|right|site|sites|page|webpage|come|came',
  de: 'der|die|das|den|dem|des|ein|eine|einer|eines|einem|einen|und|oder|aber|ist|sind|war|waren|sein|bin|bist|von|vom|zu|zum|zur|im|in|an|am|auf|fur|mit|bei|aus|als|es|was|welche|welcher|welches|welchen|wer|wie|warum|wann|wo|kann|konnen|konnte|hat|haben|hatte|ich|mich|mir|du|dich|dir|wir|uns|sie|ihr|ihre|ihnen|man|denn|auch|noch|schon|bitte|mal|gibt|gerne|gern|nicht|kein|keine|dass|ob|wenn|dann|so|sehr|nur|ja|doch|eigentlich|genau|uber|um|nach|vor|durch|gegen|ohne|diese|dieser|dieses|diesem|diesen|hier|da|dort|etwas|alles|viel|viele|sagen|zeig|zeigen|sag|entschuldigung|wird|werden|wurde|soll|sollte|mochte|wurden|gibts|mein|meine|meinen|nen|nem|ner|hab|habt|nix|nich|also',
};

/** Openings of a follow-up that leans on the previous turn ("and Python?", "Und mit GCP?"). */
export const FOLLOW_UP = {
  en: 'and|what about|how about|also|too|it|that|this|those|them|there|what exactly|which ones|tell me more|more details',
  de: 'und|was ist mit|wie ist es mit|auch|es|das|dies|diese|dort|davon|was genau|wie genau|welche denn|mehr details|erzahl mehr',
};

/** "In English please" / "auf Deutsch bitte": the visitor chooses the reply's language. */
export const LANGUAGE_REQUEST: Array<{ lang: 'en' | 'de'; pattern: RegExp }> = [
  {
    lang: 'en',
    pattern:
      /\b(in english,? please|english,? please|please in english|(answer|reply|respond|write|talk) (to me )?in english|auf englisch,? bitte|bitte auf englisch)\b/i,
  },
  {
    lang: 'de',
    pattern:
      /\b(auf deutsch,? bitte|bitte auf deutsch|deutsch,? bitte|in german,? please|german,? please|please in german|(answer|reply|respond|write|talk) (to me )?in german|antworte[n]? (sie )?(bitte )?auf deutsch)\b/i,
  },
];

/** Another word for a word a service line uses ("SEO" is "search-engine check-ups"). */
export const SYNONYMS: Record<string, string[]> = {
  seo: ['search', 'suchmaschinen', 'suchmaschine'],
  app: ['apps', 'applications', 'webanwendungen', 'application'],
  apps: ['applications', 'webanwendungen'],
  website: ['websites', 'webauftritt', 'sites'],
  webseite: ['websites', 'website'],
  homepage: ['websites', 'website'],
  domain: ['domains'],
  backup: ['backups'],
  update: ['updates'],
  form: ['forms', 'formulare'],
  formular: ['formulare', 'bestellformulare'],
  buchung: ['buchungs'],
  buchungssystem: ['buchungs'],
  terminbuchung: ['buchungs'],
  monitoring: ['uptime'],
  mobile: ['smartphone'],
  barrierefrei: ['barrierearmes'],
  shop: ['order', 'bestell'],
  onlineshop: ['order', 'bestell'],
  existing: ['maintenance'],
  google: ['search', 'suchmaschinen'],
  hacked: ['security'],
  gehackt: ['sicherheitspatches'],
  migrate: ['hosting', 'domains'],
  migration: ['hosting', 'domains'],
  umziehen: ['hosting', 'domains'],
  umzug: ['hosting', 'domains'],
  integrate: ['connections'],
  integration: ['connections'],
  connect: ['connections'],
  einbinden: ['anbindung'],
  anbinden: ['anbindung'],
  verbinden: ['anbindung'],
  integrieren: ['anbindung'],
  einrichten: ['einrichtung'],
  setup: ['set'],
  redesign: ['websites'],
  launch: ['live'],
  phones: ['mobile', 'smartphone'],
  handy: ['smartphone'],
  handys: ['smartphone'],
  smartphones: ['smartphone', 'mobile'],
  gestalten: ['design'],
  neugestaltung: ['design', 'websites'],
  monitor: ['monitoring'],
  onlinebestellung: ['bestellformulare'],
  bestellung: ['bestellformulare'],
  inhalte: ['inhaltliche'],
  andern: ['anderungen'],
  vereine: ['websites'],
  verein: ['websites'],
  associations: ['websites'],
  clubs: ['websites'],
  startups: ['websites'],
  launched: ['live'],
  aktualisieren: ['updates', 'verbesserungen'],
  appointments: ['booking'],
  appointment: ['booking'],
  termine: ['buchungs'],
  accessibility: ['accessible'],
  wcag: ['accessible', 'barrierearmes'],
  barrierefreie: ['barrierearmes'],
  barrierefreiheit: ['barrierearmes'],
  barrierefreiheitsstärkungsgesetz: ['barrierearmes'],
  bfsg: ['barrierearmes', 'accessible'],
  eaa: ['accessible'],
  faster: ['fast', 'performance'],
  speed: ['fast', 'performance'],
  performance: ['ladezeit'],
  schneller: ['schnelles', 'ladezeit'],
  server: ['hosting'],
  api: ['connections', 'anbindung'],
  apis: ['connections', 'anbindung'],
  schnittstelle: ['anbindung'],
  schnittstellen: ['anbindung'],
  login: ['applications', 'webanwendungen'],
  members: ['applications'],
  mitgliederbereich: ['webanwendungen'],
  pwa: ['applications', 'webanwendungen'],
  orders: ['order'],
  bestellungen: ['bestellformulare'],
  uberarbeiten: ['websites', 'verbesserungen'],
  bestehende: ['wartung'],
  bestehenden: ['wartung'],
  ubernehmen: ['wartung'],
  ubernimmt: ['wartung'],
  praxis: ['praxen'],
  zweisprachig: ['zweisprachige'],
  sicherheit: ['sicherheitspatches'],
};

/** Technologies visitors ask about that the site may not name. Vocabulary, not facts. */
export const TECHNOLOGIES =
  'cms|python|kotlin|swift|rust|php|ruby|rails|perl|scala|haskell|elixir|dart|flutter|typescript|nodejs|deno|angular|vuejs|svelte|nextjs|nuxt|django|flask|spring|laravel|symfony|dotnet|cpp|csharp|docker|kubernetes|terraform|ansible|azure|firebase|linux|windows|macos|mysql|postgresql|mongodb|redis|graphql|wordpress|shopify|wix|squarespace|css|sass|tailwind|bootstrap|figma|excel|sap|android|ios|jquery|webflow|joomla|drupal|magento|woocommerce|seo|aws|gcp|java|javascript|react|sql|git|html|nosql|blockchain|unity';

/** Kinds of technology visitors ask about, and which names belong to each. Vocabulary:
 * which of them the owner knows is read from the skills list. */
export const TECH_KINDS: Record<string, { words: RegExp; members: string[] }> = {
  databases: {
    words: /\b(databases?|datenbank(en)?|sql)\b/i,
    members: ['sql', 'mysql', 'postgresql', 'mongodb', 'redis', 'nosql', 'firebase'],
  },
  versionControl: {
    words: /\b(version control|versionskontrolle|versionsverwaltung)\b/i,
    members: ['git'],
  },
  cloud: {
    words: /\b(cloud\S*)\b/i,
    members: ['aws', 'gcp', 'azure', 'firebase'],
  },
  programmingLanguages: {
    words: /\b(programming languages?|programmiersprachen?|languages? does he (code|program))\b/i,
    members: [
      'c',
      'cpp',
      'csharp',
      'java',
      'javascript',
      'typescript',
      'python',
      'kotlin',
      'swift',
      'rust',
      'go',
      'php',
      'ruby',
      'scala',
      'dart',
      'sql',
    ],
  },
  frontend: {
    words: /\b(front-?end)\b/i,
    members: ['react', 'javascript', 'typescript', 'html', 'css', 'angular', 'vuejs', 'svelte'],
  },
};

/**
 * A kind of work visitors ask for that a services list may leave out ("mobile apps", "an
 * online shop", "a logo"). Vocabulary, not facts: whether the owner offers it is read from
 * the facts (`offered` found in a service line, the business text, a skill or a project tag);
 * when not, the reply says so instead of a "yes" that a word in common ("apps", "design")
 * would give, and names the nearest listed service (`near`: words of service lines).
 */
export interface WorkKind {
  asks: RegExp;
  /** A message that says this asks for no such work, whatever else it names. */
  unless?: RegExp;
  offered: RegExp;
  name: Record<'en' | 'de', string>;
  near: string;
}

export const HARDWARE =
  'laptops?|notebooks?|computers?(?!\\s+(?:science|engineering|vision|networks?|graphics))|pcs?|printers?|routers?|tablets?|macbooks?|hard ?drives?|wlan|wi-?fi|drucker[ns]?|rechner[ns]?|festplatten?';

/** Office software the visitor's team has trouble with ("outlook keeps acting up"). */
export const SOFTWARE =
  'outlook|thunderbird|office ?365|microsoft ?365|ms[- ]office|e-?mail[- ]?(?:problems?|issues?|trouble|probleme?)|mail[- ]?probleme?';

export const WORK_KINDS: Record<string, WorkKind> = {
  nativeApps: {
    asks: /\b(mobile[- ]?apps?|native[- ]?apps?|ios|android|(iphone|ipad|smartphone|handy)[- ]?apps?|apps? (for|f(ü|u)r)( the| a| das| ein)? (handys?|smartphones?|phones?|mobiles?|iphones?)|apps? f(ü|u)rs (handy|smartphone|iphone)|app[- ]?stores?|play[- ]?store)\b/i,
    offered:
      /\b(ios|android|native apps?|mobile apps?|app stores?|react native|flutter|swift|kotlin)\b/i,
    name: { en: 'native mobile apps (iOS or Android)', de: 'native Apps für iOS oder Android' },
    near: 'applications webanwendungen mobile smartphone',
  },
  games: {
    asks: /\b(games?|gaming|game[- ]?dev\w*|video ?games?|(computer|video|handy|online)?spiele?|spiele?entwicklung)\b/i,
    offered: /\b(games?|spiele|spiele?entwicklung|unity|unreal|godot)\b/i,
    name: { en: 'game development', de: 'Spieleentwicklung' },
    near: '',
  },
  onlineShops: {
    asks: /\b(online[- ]?(shops?|stores?)|web[- ]?shops?|onlineshops?|e-?commerce|e-?shops?|shopify|woocommerce|magento|shopware|shop[- ]?systeme?|sell (things |products |goods )?online|online verkaufen|(customers?|people|clients?|guests?|kunden|leute|gäste|besucher)\b.{0,40}\b(pay|bezahlen|zahlen) (online|right away|directly|direkt|gleich|sofort)|payment (providers?|gateways?|integration)|zahlungs(anbieter|funktion\w*|abwicklung))\b/i,
    offered:
      /\b(online[- ]?(shops?|stores?)|web[- ]?shops?|onlineshops?|e-?commerce|shopify|woocommerce|magento|shopware|shop[- ]?systeme?)\b/i,
    name: { en: 'online shops', de: 'Onlineshops' },
    near: 'order bestellformulare',
  },
  machineLearning: {
    asks: /\b(machine learning|deep learning|neural networks?|data science|maschinelles? lernen|ml models?|ki[- ]?modelle?|ai models?|computer vision|train(ing)? (an? )?(ai|model))\b/i,
    offered:
      /\b(machine learning|deep learning|data science|maschinelles? lernen|pytorch|tensorflow|scikit-learn)\b/i,
    name: { en: 'machine learning or data science', de: 'maschinelles Lernen oder Data Science' },
    near: '',
  },
  graphicDesign: {
    asks: /\b(logos?|logo[- ]?design|branding|brand identity|corporate (design|identity)|flyers?|business cards?|visitenkarten?|print ?design|graphic design|grafik[- ]?design|illustrations?|brosch(ü|u)ren?|posters?|plakate?)\b/i,
    offered:
      /\b(logos?|branding|corporate design|graphic design|grafik[- ]?design|print ?design|flyers?|illustrations?)\b/i,
    name: { en: 'logo or graphic design', de: 'Logo- oder Grafikdesign' },
    near: '',
  },
  marketing: {
    asks: /\b((run|manage|handle|look after|take care of|betreu\w*|pfleg\w*|übernimm\w*|übernehm\w*|bespiel\w*)\s+(our|my|unser\w*|mein\w*)\s+(\w+\s+)?(facebook|instagram|insta|tiktok|linkedin|social\w*)|social[- ]?media[- ]?(marketing|management|ads|posts|betreuung|kampagnen?|campaigns?)|(does|do|offer\w*|mach\w*|biete\w*|manage\w*|betreu\w*)\b[^.?!]{0,30}social[- ]?media|social[- ]?media[- ]?(kan(ä|a)le|channels?|accounts?|profile)|(instagram|insta|facebook|tiktok|linkedin|youtube|pinterest)[- ]?(posts?|beitr(ä|a)ge?|accounts?|ads|werbung|reels?|stories|content|marketing)|(posts?|beitr(ä|a)ge|reels|stories)\b[^.?!]{0,20}\b(instagram|insta|facebook|tiktok|linkedin)|marketing(?![- ]?(person|people|girl|guy|lady|team|department|manager|colleague|folks|abteilung|mensch|leute|kolleg\w*|chef\w*|frau|mann|typ)\b)|google ads|ad campaigns?|advertising|werbung|werbekampagnen?|newsletters?(?![- ]?(sign|anmeld|form|abo\b|abonn|registr))|influencer)\b/i,
    offered: /\b(social media|marketing|advertising|werbung|google ads|newsletters?)\b/i,
    // "kann er unsere instagram-posts auf der website anzeigen?" asks for a connection to a tool.
    unless:
      /\b(show|display|embed\w*|feed|einbind\w*|einbett\w*|anzeig\w*)\b.{0,40}\b(instagram|insta|facebook|tiktok|youtube)\b|\b(instagram|insta|facebook|tiktok|youtube)\b.{0,40}\b(show|display|embed\w*|einbind\w*|einbett\w*|anzeig\w*)\b/i,
    name: { en: 'social media or marketing', de: 'Social Media oder Marketing' },
    near: 'search suchmaschinen',
  },
  desktopApps: {
    asks: /\b(desktop[- ]?(apps?|applications?|software|programs?|programmes?|anwendung\w*|programm\w*|tools?)|windows[- ]?(apps?|programs?|programm\w*|software|anwendung\w*)|mac(os)?[- ]?apps?)\b/i,
    offered: /\b(desktop|windows apps?|electron|wpf)\b/i,
    name: { en: 'desktop software', de: 'Desktop-Software' },
    near: 'applications webanwendungen',
  },
  embedded: {
    asks: /\b(embedded[- ](systems?|software|programming|development|devices?|linux|c|hardware|entwicklung|programmierung|systeme?n?)|embedded-\w+|micro-?controllers?|mikrocontroller\w*|arduino|raspberry ?pi|firmware|iot|internet of things)\b/i,
    offered:
      /\b(embedded|micro-?controllers?|mikrocontroller\w*|arduino|raspberry ?pi|firmware|iot)\b/i,
    name: { en: 'embedded or hardware programming', de: 'Embedded- oder Hardware-Programmierung' },
    near: '',
  },
  training: {
    asks: /\b(trainings?|schulung\w*|workshops?|teach(es|ing)?|lessons?|coaching|tutoring|nachhilfe|unterricht\w*|kurse? (geben|anbieten)|beibringen|bringt .{0,20} bei)\b/i,
    offered: /\b(trainings?|schulung\w*|workshops?|coaching|tutoring|nachhilfe|unterricht\w*)\b/i,
    name: { en: 'training or workshops', de: 'Schulungen oder Workshops' },
    near: 'support',
  },
  copywriting: {
    asks: /\b(copywriting|copy ?writ\w*|(write|writes|writing) (the |my |our )?(website )?(texts?|copy|content)|texte? (schreiben|verfassen|erstellen)|texte?\b.{0,30}\b(schreiben|verfassen|erstellen)|schreibt .{0,25}texte?|texter\w*|content creation)\b/i,
    offered: /\b(copywriting|texte schreiben|writing|texter)\b/i,
    name: { en: 'copywriting', de: 'das Schreiben von Texten' },
    near: 'content inhaltliche',
  },
  dataProtectionAdvice: {
    asks: /\b((gdpr|dsgvo|data protection|datenschutz)[- ]?(consult\w*|advice|beratung|berater\w*|audits?)|(write|draft|schreib\w*|erstell\w*|verfass\w*)\b.{0,25}\b(privacy (policy|notice)|datenschutzerkl\w*|impressum|legal notice|terms)|(privacy (policy|notice)|datenschutzerkl\w*|impressum|legal notice)\b.{0,25}\b(for (my|our)|für (meine|unsere))\b.{0,20}\b(write|draft|schreib\w*|erstell\w*|verfass\w*)|(impressum|datenschutz\w*)\b.{0,40}\b(macht (er|der)|does he|can he))\b/i,
    offered:
      /\b((gdpr|dsgvo|data protection|datenschutz)[- ]?(consult\w*|advice|beratung|audits?)|datenschutzbeauftragte\w*)\b/i,
    name: { en: 'data protection advice', de: 'Datenschutzberatung' },
    near: '',
  },
  chatbots: {
    asks: /\b((build|make|create|develop|add|integrate|bau\w*|erstell\w*|entwickel\w*|programmier\w*|einbau\w*|einbind\w*)\b.{0,30}\b(chat-?bots?|ai assistants?|ki-?assistent\w*|assistent(en)?|assistant)|(chat-?bots?|ki-?assistent\w*|assistent(en)?)\b.{0,30}\b(bau\w*|erstell\w*|entwickel\w*|programmier\w*)|(build|make|create|do|bau\w*|mach\w*)\b.{0,20}\b(one|something|a bot|an assistant|einen?|sowas|so was|so einen?)\s+(like|wie)\s+(you|u|dich|this (chat|bot|assistant)|diese[nm]? (chat|bot|assistenten))(?!\s+(said|suggested|mentioned|say|gesagt|meinst|sagst))|(so einen?|sowas|so was) wie (dich|diese[nm]? (chat|bot|assistenten))\b.{0,40}\b(bau\w*|mach\w*|erstell\w*|entwickel\w*|programmier\w*))\b/i,
    offered: /\b(chat-?bots?|ai assistants?|ki-?assistent\w*)\b/i,
    name: { en: 'chatbots', de: 'Chatbots' },
    near: 'applications webanwendungen',
  },
  photography: {
    asks: /\b(photography|photo ?shoots?|take (the |product )?(photos|pictures)|product photos|fotografie\w*|fotoshooting|fotos (machen|erstellen|schie(ß|ss)en)|(macht|mache|machen) (er |sie )?(auch )?fotos|video (production|editing)|videos? (drehen|schneiden|produzieren)|filmen)\b/i,
    offered: /\b(photo\w*|foto\w*|videos?)\b/i,
    name: { en: 'photography or video', de: 'Fotografie oder Video' },
    near: '',
  },
  legalAdvice: {
    asks: /\b(lawyer|attorney|legal advice|anwalt|rechtsanwalt|rechtsberatung|(help|hilfe|helfen)\b.{0,20}\b(my|mein\w*) (impressum|legal notice|privacy policy|datenschutzerkl\w*|agb|terms))\b/i,
    offered: /\b(legal advice|rechtsberatung|rechtsanwalt)\b/i,
    name: { en: 'legal advice', de: 'Rechtsberatung' },
    near: '',
  },
  dataRecovery: {
    asks: /\b(data recovery|recover (my |lost )?(data|files)|datenrettung|datenwiederherstellung|daten (retten|wiederherstellen))\b/i,
    offered: /\b(data recovery|datenrettung|datenwiederherstellung)\b/i,
    name: { en: 'data recovery', de: 'Datenrettung' },
    near: 'backups',
  },
  consulting: {
    asks: /\b(code[- ]?reviews?|consult(ing|ancy|ant)|it[- ]?beratung|(tech(nical|nische)?|software)[- ]?beratung|beratungsleistung\w*|audits?)\b/i,
    offered: /\b(code[- ]?reviews?|consult(ing|ancy)|beratung)\b/i,
    name: { en: 'consulting or code reviews', de: 'Beratung oder Code-Reviews' },
    near: 'support',
  },
  repairs: {
    asks: new RegExp(
      `\\b(${HARDWARE}|${SOFTWARE}|hardware|repair\\w* (my |our |a |the )?phones?|handy reparieren)\\b`,
      'i',
    ),
    // "she can't use computers at all", "am Handy anders als am Laptop": a device named as how
    // the visitor gets on, or where they saw something, is no repair asked for.
    unless:
      /\b((can['’]?t|cannot|unable to|don['’]?t know how to) use (computers?|a computer|the internet|technology|tech|pcs?|laptops?|smartphones?)|(keine|koa|null|no|zero) (ahnung|idea|clue)|kenn\w* .{0,25}\b(nicht|ned|net|nich) aus|not (good|great) with|(am|auf dem|on (my|the|a)) (handy|phone|smartphone|laptop|pc|computer|rechner|tablet|desktop)\b.{0,40}\b(anders|different|looks?|sieht|aussieht|shows?|zeigt))/i,
    offered:
      /\b(repairs?|reparatur\w*|hardware|laptops?|computers?|printers?|drucker|networks?|netzwerk\w*|wlan|wi-?fi|routers?)\b/i,
    name: { en: 'hardware repairs', de: 'Reparaturen an Geräten' },
    near: 'support',
  },
};

/** How a technology's name is written when the visitor typed it in lower case ("nodejs"). */
export const TECH_NAMES: Record<string, string> = {
  cpp: 'C++',
  csharp: 'C#',
  nodejs: 'Node.js',
  vuejs: 'Vue.js',
  nextjs: 'Next.js',
  dotnet: '.NET',
  postgresql: 'PostgreSQL',
  mysql: 'MySQL',
  mongodb: 'MongoDB',
  graphql: 'GraphQL',
  nosql: 'NoSQL',
  typescript: 'TypeScript',
  javascript: 'JavaScript',
  wordpress: 'WordPress',
  woocommerce: 'WooCommerce',
  jquery: 'jQuery',
  ios: 'iOS',
  macos: 'macOS',
  php: 'PHP',
  css: 'CSS',
  html: 'HTML',
  sql: 'SQL',
  seo: 'SEO',
  cms: 'CMS',
  aws: 'AWS',
  gcp: 'GCP',
  sap: 'SAP',
  nuxt: 'Nuxt',
  sass: 'Sass',
  tailwind: 'Tailwind CSS',
  github: 'GitHub',
};

/** Other names for the same technology (looked up before TECHNOLOGIES). "golang" is Go: parse.ts. */
export const TECH_ALIASES: Record<string, string> = {
  js: 'javascript',
  ts: 'typescript',
  reactjs: 'react',
  postgres: 'postgresql',
  k8s: 'kubernetes',
  node: 'nodejs',
  vue: 'vuejs',
  html5: 'html',
  css3: 'css',
};
