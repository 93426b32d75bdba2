// usage: node score.mjs set.json key.json verdicts.json
// verdicts: {"verdicts": {"<packet conv id>#<turn>": "good|weak|bad"}}
import fs from 'node:fs';
const [setFile, keyFile, verdictFile] = process.argv.slice(2);
const set = JSON.parse(fs.readFileSync(setFile, 'utf8')).conversations;
const key = JSON.parse(fs.readFileSync(keyFile, 'utf8'));
const { verdicts } = JSON.parse(fs.readFileSync(verdictFile, 'utf8'));
const slicesOf = new Map();
for (const c of set)
  c.turns.forEach((t, i) =>
    slicesOf.set(`${c.id}#${i}`, { slices: t.slices, page: c.page, text: t.user }),
  );
const tally = {};
const add = (engine, group, v) => {
  tally[engine] ??= {};
  tally[engine][group] ??= { good: 0, weak: 0, bad: 0 };
  tally[engine][group][v] += 1;
};
const isGerman = (t) =>
  /\b(ich|ist|und|er|sie|wie|was|der|die|das|nicht|kann|bitte|mit|für|auf|hat|wir)\b|[äöüß]/i.test(
    t,
  );
for (const [id, v] of Object.entries(verdicts)) {
  const [conv, turn] = id.split('#');
  const engine = key[conv];
  const base = conv.replace(/-[XYZW]$/, '');
  const info = slicesOf.get(`${base}#${turn}`);
  if (!engine || !info) {
    console.error('unknown', id);
    continue;
  }
  add(engine, 'ALL', v);
  add(engine, isGerman(info.text) ? 'lang:de' : 'lang:en', v);
  for (const s of info.slices ?? []) add(engine, s, v);
}
const pct = (n, d) => `${((100 * n) / d).toFixed(1)}%`;
for (const engine of (process.env.ENGINES ?? 'old,new').split(',')) {
  console.log(`== ${engine}`);
  for (const [group, t] of Object.entries(tally[engine] ?? {}).sort((a, b) =>
    a[0] === 'ALL' ? -1 : b[0] === 'ALL' ? 1 : a[0].localeCompare(b[0]),
  )) {
    const n = t.good + t.weak + t.bad;
    console.log(
      `${group.padEnd(16)} n=${String(n).padStart(3)}  good ${pct(t.good, n).padStart(6)}  weak ${pct(t.weak, n).padStart(6)}  bad ${pct(t.bad, n).padStart(6)}`,
    );
  }
}
