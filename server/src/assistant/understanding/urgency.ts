/**
 * A visitor whose own site or mail is in trouble right now ("HILFE, unsere Vereinsseite zeigt
 * seit heute früh nur noch Casino-Werbung!!!", "seit gestern kommen keine Mails mehr an, das ist
 * kritisch", "our server got hacked, customer data may be affected!!"): the owner's answer for
 * urgent help, whatever topic a word of it also names ("Anwalt", "Onlineshop"). Both a trouble
 * and its urgency must be there: "what happens if my site goes down?" asks about the service.
 */

/** Something broken, attacked or unreachable. */
const TROUBLE =
  /\b(hacked|(seite|webseite|website|homepage|shop|site)\b.{0,30}\b(weg|verschwunden)\b|nicht gefunden|not found|gehackt|hacker|(ist|is|sind|are)\b.{0,40}\b(weg|gone|verschwunden|disappeared)|(is|are|was|went|goes|been|site|website|server|seite|ist|sind)\b.{0,30}\bdown|offline|not private|nicht privat|not secure|certificate|zertifikat|nicht (mehr )?erreichbar|geht nicht mehr|funktioniert nicht mehr|geht (gar )?nix mehr|kaputt|broken|(e-?mails?|mails?|site|website|seite|webseite|homepage|shop|server)\b.{0,25}\b(dead|tot)|virus|malware|trojaner|casino|weitergeleitet|leitet\b.{0,60}\bweiter|redirects? to|keine (e-?)?mails?|(e-?)?mails? (kommen|komm|gehen|gehn)\b.{0,20}\b(nicht|nich|net|ned|keine)|e-?mails? (aren'?t|are not|not|stopped) (arriving|coming|working)|can'?t log ?in|locked out|komme? nicht mehr (rein|drauf)|gesperrt|error 500|500 error|white screen|(shows|zeigt) (only |just )?(a |an |eine |nur (noch )?(eine )?)?(white|blank|empty|weiße|leere) (page|screen|seite)|(losing|lost) (orders|customers|bookings|sales|money)|(sends|receives|schickt|sendet|kommt) (nothing|nichts|nix)\b|verlier\w* (bestellungen|kunden|aufträge|buchungen|umsatz|geld)|(none of|no)\b.{0,30}\b(e-?mails?|mails?)\b.{0,20}\b(arrived|arriving|came|come|coming)|wei(ß|ss)e seite|zeigt\b.{0,40}\bnur noch|datenleck|data breach|kundendaten|komme? nicht mehr in|passwor[td] (geht|funktioniert) nicht|password (doesn'?t|does not|won'?t|isn'?t) work|spam|(jemand|someone)\b.{0,20}\bpasswor[td]|keine (bestellungen|buchungen|anfragen|zahlungen)|(no|not taking|not receiving|not getting) (orders|bookings|payments)|(isn'?t|is not|aren'?t|are not|not|stopped|stops) working|stopped (sending|receiving|arriving|loading)|(domain|domäne)\b.{0,30}\b(expires|expiring|expired|runs out|ran out|läuft\b.{0,20}\bab|ausläuft|abgelaufen)|bouncing|bounce|(schickt|sendet|verschickt) keine|funktionier\w* (nicht|nich|net|ned)|(alles|everything|all) (gelöscht|weg|deleted|gone)|(aus versehen|versehentlich|accidentally)\b.{0,40}\b(gelöscht|deleted)|(startseite|seite|homepage|site|page) (ist|is) (jetzt |now |plötzlich |suddenly )?(leer|blank|empty)|spinnt(?! ihr)|spinnen(?! sie)|(gehen|geht|kommen|kommt) (keine|kein)\b.{0,30}\bmehr (durch|an|rein)|(gehen|geht|kommen|kommt)\b.{0,30}\bnicht mehr (durch|an|rein)|(not|n'?t) (going|getting|coming) through|(seite|webseite|website|homepage|shop|site) (geht|läuft|lädt) (gar )?(nicht|nich|net|ned))\b/i;

/** It is happening now, and it matters. */
const NOW =
  /\b(dringend|urgent|urgently|asap|sofort|notfall\w*|emergency|after hours|out of hours|außerhalb der geschäftszeiten|seit (gestern|heute|stunden|heute früh|heute morgen|\d+ (stunden|std|minuten))|since (yesterday|this morning|last night)|for (\d+|two|three|several) hours|\d+ hours (now|ago)|right now|(fix|repair|sort) (it|this|that) (out )?now|(all|the whole) (weekend|night|morning|day)|(das )?ganze (wochenende|nacht)|seit (freitag|samstag|sonntag|montag|dienstag|mittwoch|donnerstag)|since (friday|saturday|sunday|monday|tuesday|wednesday|thursday)|gerade|heute noch|noch heute|today|tonight|tomorrow|morgen|plötzlich|suddenly|kritisch|critical|panic|panik|(i think )?we('ve| have)? (just )?(got|been) hacked|(site|website|homepage|server|shop|seite|webseite|account|konto)( has| have)? (just )?(got|been|was|is|wurde|ist|wurden|sind) (gerade )?(hacked|gehackt)|wir wurden (gerade )?gehackt|customers (say|are saying|report|keep calling)|kunden (sagen|melden|haben angerufen|rufen an)|bitte um rückruf|please call( me)? back)\b|!{2,}|\?{2,}/i;
/** Urgency said in so many words, wherever in a long message. */
const PRESSING =
  /\b(dringend\w*|urgent\w*|asap|sofort|notfall\w*|emergency|kritisch|critical|panic\w*|panik\w*|right now)\b|!{2,}/i;
/** A cry for help counts in a short message; in an enquiry it is a figure of speech. */
const HELP = /\b(hilfe|help)\b/i;
const SHORT_WORDS = 30;

/** Something of the visitor's broken, attacked or unreachable, urgent or not. */
export function inTrouble(message: string): boolean {
  return TROUBLE.test(message);
}

export function isUrgent(message: string): boolean {
  if (!inTrouble(message)) return false;
  const short = message.split(/\s+/).length < SHORT_WORDS;
  if (short) return NOW.test(message) || HELP.test(message);
  // An enquiry's "läuft gerade alles über GMX" and "dazu spinnt ständig der Drucker" are two
  // sentences, no trouble happening now: in a long message one sentence must say both, unless
  // the message says in so many words that it is urgent ("Kann er trotzdem sofort helfen?").
  return (
    PRESSING.test(message) ||
    message.split(/(?<=[.!?])\s+/).some((sentence) => inTrouble(sentence) && NOW.test(sentence))
  );
}
