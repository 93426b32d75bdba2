// node score.mjs: the blind A/B of the classifier trained with and without the visitors' examples,
// on the dev turns whose reply changed (not the turns the examples came from).
import fs from 'node:fs';
const here = new URL('.', import.meta.url).pathname;
const read = (f) => JSON.parse(fs.readFileSync(here + f, 'utf8'));
const key = read('judge-key.json');
const { verdicts } = read('verdicts.json');
const changed = new Set(read('changed.json').map(([set, id, turn]) => `${set}_${id}#${turn}`));
const replies = { a: read('replies-shipped.json'), b: read('replies-visitors.json') };
const byTurn = new Map();
for (const [versionId, engine] of Object.entries(key)) {
  const id = versionId.replace(/-[XYZW]$/, '');
  const conv = replies[engine].conversations.find((c) => c.id === id);
  conv.turns.forEach((_, i) => {
    const v = verdicts[`${versionId}#${i}`];
    if (!v) return;
    const turn = `${id}#${i}`;
    byTurn.set(turn, { ...byTurn.get(turn), [engine]: v });
  });
}
const tally = { a: { good: 0, weak: 0, bad: 0 }, b: { good: 0, weak: 0, bad: 0 } };
let n = 0;
for (const [turn, v] of byTurn) {
  if (!changed.has(turn) || !v.a || !v.b) continue;
  n++;
  tally.a[v.a]++;
  tally.b[v.b]++;
}
console.log(`${n} changed turns judged for both`);
console.log('shipped (corpus as is):       ', tally.a);
console.log("with the visitors' examples: ", tally.b);
