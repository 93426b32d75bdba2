// node make-packet3.mjs packet-prefix key.json name=file.json ...  (any number of versions)
import fs from 'node:fs';
const [prefix, keyFile, ...versions] = process.argv.slice(2);
const sets = versions.map((v) => {
  const [name, file] = v.split('=');
  return { name, convs: JSON.parse(fs.readFileSync(file, 'utf8')).conversations };
});
let seed = 777;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const letters = ['X', 'Y', 'Z', 'W'];
const render = (turns) =>
  turns.map((t, i) => ({
    turn: i,
    visitor: t.user,
    assistant: t.reply,
    ...(t.choices?.length ? { buttonsOffered: t.choices.map((c) => c.label) } : {}),
    ...(t.handoff
      ? {
          handoffButton:
            "Send this question to Charles (fills the contact form with the visitor's question; nothing is sent until the visitor presses Send)",
        }
      : {}),
  }));
const items = [];
const key = {};
for (let i = 0; i < sets[0].convs.length; i++) {
  const order = sets.map((s, k) => k).sort(() => rand() - 0.5);
  order.forEach((k, j) => {
    const c = sets[k].convs[i];
    const id = `${c.id}-${letters[j]}`;
    items.push({ id, page: c.page, turns: render(c.turns) });
    key[id] = sets[k].name;
  });
}
items.sort(() => rand() - 0.5);
const n = Number(process.env.PACKETS ?? 3);
const size = Math.ceil(items.length / n);
for (let p = 0; p < n; p++)
  fs.writeFileSync(
    `${prefix}-${p + 1}.json`,
    JSON.stringify({ conversations: items.slice(p * size, (p + 1) * size) }, null, 1),
  );
fs.writeFileSync(keyFile, JSON.stringify(key, null, 1));
console.log(items.length, 'conversations in', n, 'packets');
