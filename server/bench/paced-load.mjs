// An open-loop load at a steady rate: requests leave at random (Poisson) moments averaging
// `rate` per second, whether or not earlier ones have been answered, over keep-alive
// connections. Latency is from a request's planned start to its answer, so a server that
// falls behind shows it. (autocannon's fixed rate sends each second's quota in one burst at the
// start of the second, which measures the burst, not the rate.)
// Runs as its own process so that it does not share an event loop with the server it measures.
// Usage: node paced-load.mjs <url> <rate> <seconds> <json-body>; prints one JSON line.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

const [url, rateArg, secondsArg, body = ''] = process.argv.slice(2);
const rate = Number(rateArg);
const seconds = Number(secondsArg);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const target = new URL(url);

function post(plannedAt) {
  return new Promise((resolve) => {
    const request = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ ms: performance.now() - plannedAt, ok: response.statusCode === 200 }),
        );
      },
    );
    request.on('error', () => resolve({ ms: performance.now() - plannedAt, ok: false }));
    request.end(body);
  });
}

const started = performance.now();
const pending = [];
let next = started;
while (next - started < seconds * 1000) {
  const wait = next - performance.now();
  if (wait > 1) await sleep(wait);
  pending.push(post(next));
  next += (-Math.log(1 - Math.random()) / rate) * 1000;
}
const results = await Promise.all(pending);
agent.destroy();
const times = results.map((r) => r.ms).sort((a, b) => a - b);
const at = (q) => Number((times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(1));
const elapsed = (performance.now() - started) / 1000;
console.log(
  JSON.stringify({
    requests: results.length,
    rps: results.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    failed: results.filter((r) => !r.ok).length,
  }),
);
