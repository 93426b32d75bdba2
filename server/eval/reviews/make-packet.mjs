// Builds a blind judging packet from two played files of the same conversations.
// usage: node make-packet.mjs old.json new.json packet.json key.json
import fs from 'node:fs';
const [oldFile, newFile, packetFile, keyFile] = process.argv.slice(2);
const A = JSON.parse(fs.readFileSync(oldFile, 'utf8')).conversations;
const B = JSON.parse(fs.readFileSync(newFile, 'utf8')).conversations;
const items = [];
const key = {};
let seed = 12345;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const render = (turns) =>
  turns.map((t, i) => ({
    turn: i,
    visitor: t.user,
    assistant: t.reply,
    ...(t.choices?.length ? { buttonsOffered: t.choices.map((c) => c.label) } : {}),
    ...(t.handoff ? { handoffButton: 'Send this question to Charles (fills the contact form with the visitor\'s question; nothing is sent until the visitor presses Send)' } : {}),
  }));
for (let i = 0; i < A.length; i++) {
  const a = A[i], b = B[i];
  if (a.id !== b.id) throw new Error('order differs');
  const flip = rand() < 0.5;
  const [x, y] = flip ? [b, a] : [a, b];
  items.push({ id: `${a.id}-X`, page: a.page, turns: render(x.turns) });
  items.push({ id: `${a.id}-Y`, page: a.page, turns: render(y.turns) });
  key[`${a.id}-X`] = flip ? 'new' : 'old';
  key[`${a.id}-Y`] = flip ? 'old' : 'new';
}
// Interleave order randomly so X and Y of one conversation are not adjacent.
items.sort(() => rand() - 0.5);
fs.writeFileSync(packetFile, JSON.stringify({ conversations: items }, null, 1));
fs.writeFileSync(keyFile, JSON.stringify(key, null, 1));
console.log(items.length, 'conversations in the packet');
