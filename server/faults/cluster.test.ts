/**
 * Three instances of the server on one PostgreSQL and one Redis, behind a client that spreads
 * 600 contact messages over them (and, as a load balancer would, tries the next instance with
 * the same Idempotency-Key when one does not answer); one instance is killed with SIGKILL in
 * the middle. Every "sent" must be delivered, once, or again under the same Message-ID.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startSmtp } from '../test/helpers';
import { runInbox } from '../test/inbox';
import {
  postgresBinDir,
  redisBinary,
  startPostgres,
  startRedis,
  type PostgresServer,
  type RedisServer,
} from '../test/services';
import {
  awaitDelivery,
  burst,
  caseFolders,
  ledger,
  printLedger,
  startServer,
  storedTags,
  type RunningServer,
} from './harness';

function skipWithout(): string | false {
  if (postgresBinDir() && redisBinary()) return false;
  if (process.env.REQUIRE_POSTGRES === '1' || process.env.REQUIRE_REDIS === '1') {
    throw new Error(
      'PostgreSQL and Redis are required here (apt-get install postgresql redis-server)',
    );
  }
  return 'needs PostgreSQL and Redis';
}

describe('faults: three instances on PostgreSQL and Redis', { skip: skipWithout() }, () => {
  let postgres: PostgresServer;
  let redis: RedisServer;
  before(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  });
  after(async () => {
    await Promise.all([postgres.stop(), redis.stop()]);
  });

  test('600 messages round-robin, one instance killed mid-way: all delivered, limits shared, one inbox', async () => {
    const databaseUrl = await postgres.createDatabase();
    const smtp = await startSmtp();
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      TRUST_PROXY: 'true',
      RATE_LIMIT_CONTACT_MAX: '5',
    };
    const sites = [caseFolders(), caseFolders(), caseFolders()];
    const instances: RunningServer[] = [];
    try {
      for (const site of sites) instances.push(await startServer(site.root, env));
      const [victim] = instances;
      const ports = instances.map((instance) => instance.port);
      const results = await burst(ports[0] ?? 0, 'cluster', 600, {
        ports,
        tries: 3,
        concurrency: 12,
        // Each message from its own client, so the limit of 5 is not what refuses them.
        clientOf: (i) => `10.${Math.floor(i / 250)}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`,
        onAcknowledged: (n) => {
          if (n === 300) victim?.child.kill('SIGKILL');
        },
      });
      await victim?.exited;

      // One client, six posts spread over the two instances still running.
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const port = instances[1 + (i % 2)]?.port;
        const response = await fetch(`http://127.0.0.1:${port}/api/sendEmail`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.99' },
          body: JSON.stringify({
            name: 'Same Client',
            email: 'c@example.com',
            phone: '',
            message: 'limit check',
          }),
        });
        codes.push(response.status);
      }
      assert.deepEqual(
        codes,
        [200, 200, 200, 200, 200, 429],
        'the 6th is refused across instances',
      );

      await awaitDelivery(results, smtp.mails, 90_000);
      const inboxes = await Promise.all(
        sites.map((site) => runInbox(['list'], { ...env, DATA_DIR: site.dataDir })),
      );
      for (const inbox of inboxes) assert.equal(inbox.code, 0, inbox.stderr);
      const summaries = inboxes.map((inbox) => inbox.stdout.trim().split('\n').at(-1));
      assert.equal(
        new Set(summaries).size,
        1,
        `one inbox from every instance: ${summaries.join(' | ')}`,
      );

      for (const instance of instances.slice(1)) {
        instance.child.kill('SIGTERM');
        await instance.exited;
      }
      const l = ledger(
        '3 instances, one SIGKILLed',
        results,
        await storedTags(databaseUrl),
        smtp.mails,
      );
      printLedger(l, `429s ${codes.filter((c) => c === 429).length} of 6 · inbox: ${summaries[0]}`);
      assert.deepEqual(l.lost, []);
      assert.deepEqual(l.undelivered, []);
      assert.deepEqual(l.badDuplicates, []);
      assert.ok(l.acknowledged >= 590, `acknowledged ${l.acknowledged} of 600`);
    } finally {
      for (const instance of instances) {
        if (instance.child.exitCode === null && instance.child.signalCode === null) {
          instance.child.kill('SIGKILL');
        }
      }
      await smtp.close();
    }
  });
});
