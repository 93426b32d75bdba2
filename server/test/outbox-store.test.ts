import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { NewContactMessage, Storage } from '../src/storage/contract';
import { tempDir, VALID_CONTACT } from './helpers';
import { ENGINES } from './storage-engines';

const MSG: NewContactMessage = { ...VALID_CONTACT, language: 'de' };
const T0 = Date.UTC(2026, 10, 24, 9, 0, 0);

function clock(start = T0) {
  let t = start;
  return {
    now: () => t,
    advance: (ms: number) => void (t += ms),
    set: (ms: number) => void (t = ms),
  };
}

async function withStore(
  engine: (typeof ENGINES)[number],
  now: () => number,
  run: (storage: Storage) => Promise<void>,
) {
  const storage = await engine.open({ now });
  try {
    await run(storage);
  } finally {
    await storage.close();
  }
}

for (const engine of ENGINES) {
  describe(`outbox store (${engine.name})`, () => {
    test('a stored message reads back whole, pending and due now, with a Message-ID', async () => {
      const c = clock();
      await withStore(engine, c.now, async ({ outbox }) => {
        const outcome = await outbox.insert(MSG);
        assert.equal(outcome.kind, 'stored');
        if (outcome.kind !== 'stored') return;
        const row = await outbox.get(outcome.row.id);
        assert.ok(row);
        assert.equal(row.name, MSG.name);
        assert.equal(row.message, MSG.message);
        assert.equal(row.state, 'pending');
        assert.equal(row.nextAttemptAt, T0);
        assert.equal(row.createdAt, T0);
        assert.equal(row.queuedAt, T0);
        assert.match(row.messageId, /^<[0-9a-f-]{36}@example\.org>$/);
        assert.deepEqual(await outbox.counts(), { pending: 1, failed: 0, delivered: 0 });
      });
    });

    test("the oldest undelivered message is the queue's age; delivered ones do not count", async () => {
      const c = clock();
      await withStore(engine, c.now, async ({ outbox }) => {
        assert.equal(await outbox.oldestPendingAt(), undefined);
        const first = await outbox.insert(MSG);
        c.advance(60_000);
        await outbox.insert(MSG);
        assert.equal(await outbox.oldestPendingAt(), T0);
        const claimed = await outbox.claimDue('w', 30_000);
        assert.equal(await outbox.oldestPendingAt(), T0, 'a message being sent still waits');
        assert.equal(claimed?.id, first.kind === 'stored' ? first.row.id : undefined);
        if (claimed) await outbox.markDelivered(claimed.id);
        assert.equal(await outbox.oldestPendingAt(), T0 + 60_000);
      });
    });

    test('one idempotency key stores one message; the same key with another message is a conflict', async () => {
      const c = clock();
      await withStore(engine, c.now, async ({ outbox }) => {
        const key = { key: 'k-0123456789abcdef', fingerprint: 'f1' };
        const first = await outbox.insert(MSG, key);
        const again = await outbox.insert(MSG, key);
        assert.equal(first.kind, 'stored');
        assert.equal(again.kind, 'replayed');
        if (first.kind === 'stored' && again.kind === 'replayed') {
          assert.equal(again.row.id, first.row.id);
        }
        assert.deepEqual(
          await outbox.insert({ ...MSG, message: 'other' }, { ...key, fingerprint: 'f2' }),
          {
            kind: 'conflict',
          },
        );
        assert.equal((await outbox.list()).length, 1);
        assert.equal((await outbox.insert(MSG)).kind, 'stored', 'no key: always a new message');
      });
    });

    test('many inserts of one key at once store it once', async () => {
      const c = clock();
      await withStore(engine, c.now, async ({ outbox }) => {
        const key = { key: 'k-simultaneous-0001', fingerprint: 'f' };
        const outcomes = await Promise.all(
          Array.from({ length: 10 }, () => outbox.insert(MSG, key)),
        );
        assert.equal(outcomes.filter((o) => o.kind === 'stored').length, 1);
        assert.equal(outcomes.filter((o) => o.kind === 'replayed').length, 9);
        assert.equal((await outbox.list()).length, 1);
      });
    });

    test('a claim holds a message for one worker; another worker gets the next one or none', async () => {
      const c = clock();
      await withStore(engine, c.now, async ({ outbox }) => {
        await outbox.insert(MSG);
        const a = await outbox.claimDue('worker-a', 60_000);
        assert.equal(a?.state, 'sending');
        assert.equal(a?.attempts, 1);
        assert.equal(a?.leaseOwner, 'worker-a');
        assert.equal(a?.leaseUntil, T0 + 60_000);
        assert.equal(await outbox.claimDue('worker-b', 60_000), undefined);
        await outbox.insert({ ...MSG, name: 'Second' });
        assert.equal((await outbox.claimDue('worker-b', 60_000))?.name, 'Second');
      });
    });

    test('simultaneous claims never hand one message to two workers', async () => {
      const c = clock();
      await withStore(engine, c.now, async ({ outbox }) => {
        for (let i = 0; i < 20; i++) await outbox.insert({ ...MSG, name: `M${i}` });
        const claims = await Promise.all(
          Array.from({ length: 30 }, (_, i) => outbox.claimDue(`worker-${i}`, 60_000)),
        );
        const ids = claims.flatMap((row) => (row ? [row.id] : []));
        assert.equal(ids.length, 20);
        assert.equal(new Set(ids).size, 20);
      });
    });

    test("a dead worker's message is claimed again once its lease ends, same Message-ID", async () => {
      const c = clock();
      await withStore(engine, c.now, async ({ outbox }) => {
        await outbox.insert(MSG);
        const first = await outbox.claimDue('dead-worker', 60_000);
        assert.ok(first);
        c.advance(59_999);
        assert.equal(await outbox.claimDue('worker-b', 60_000), undefined, 'lease still running');
        assert.equal(await outbox.nextDueAt(), T0 + 60_000, 'the worker wakes when it ends');
        c.advance(1);
        const again = await outbox.claimDue('worker-b', 60_000);
        assert.equal(again?.id, first.id);
        assert.equal(again?.messageId, first.messageId);
        assert.equal(again?.attempts, 2);
        assert.equal(
          await outbox.markRetry(first.id, 'dead-worker', c.now(), 'late'),
          false,
          'the old holder cannot put it back',
        );
        assert.equal(await outbox.markFailed(first.id, 'dead-worker', 'late'), false);
        assert.equal((await outbox.get(first.id))?.leaseOwner, 'worker-b');
      });
    });

    test('a worker that could not record an outcome takes its own message again at once; others wait for the lease', async () => {
      const c = clock();
      await withStore(engine, c.now, async ({ outbox }) => {
        await outbox.insert(MSG);
        // Claimed, then the storage failed before markRetry/markFailed could be recorded.
        const first = await outbox.claimDue('w', 60_000);
        assert.ok(first);
        c.advance(1000);
        assert.equal(await outbox.claimDue('other', 60_000), undefined, 'still leased to w');
        const again = await outbox.claimDue('w', 60_000);
        assert.equal(again?.id, first.id);
        assert.equal(again?.attempts, 2);
        assert.equal(again?.leaseUntil, T0 + 1000 + 60_000, 'a new lease from now');
      });
    });

    test('retry puts a message back with its next time; failed keeps it with the reason', async () => {
      const c = clock();
      await withStore(engine, c.now, async ({ outbox }) => {
        await outbox.insert(MSG);
        const row = await outbox.claimDue('w', 60_000);
        assert.ok(row);
        assert.equal(await outbox.markRetry(row.id, 'w', T0 + 30_000, 'ECONNREFUSED'), true);
        const back = await outbox.get(row.id);
        assert.equal(back?.state, 'pending');
        assert.equal(back?.nextAttemptAt, T0 + 30_000);
        assert.equal(back?.lastError, 'ECONNREFUSED');
        assert.equal(back?.leaseOwner, null);
        assert.equal(await outbox.claimDue('w', 60_000), undefined, 'not due yet');
        assert.equal(await outbox.nextDueAt(), T0 + 30_000);
        c.advance(30_000);
        const second = await outbox.claimDue('w', 60_000);
        assert.equal(second?.attempts, 2);
        assert.equal(await outbox.markFailed(row.id, 'w', '550 no such user'), true);
        assert.equal((await outbox.get(row.id))?.state, 'failed');
        assert.deepEqual(await outbox.counts(), { pending: 0, failed: 1, delivered: 0 });
      });
    });

    test('delivered is recorded whoever holds the message, and only once', async () => {
      const c = clock();
      await withStore(engine, c.now, async ({ outbox }) => {
        await outbox.insert(MSG);
        const row = await outbox.claimDue('w', 60_000);
        assert.ok(row);
        c.advance(1000);
        await outbox.markDelivered(row.id);
        c.advance(1000);
        await outbox.markDelivered(row.id);
        const done = await outbox.get(row.id);
        assert.equal(done?.state, 'delivered');
        assert.equal(done?.deliveredAt, T0 + 1000);
        assert.equal(await outbox.markRetry(row.id, 'w', c.now(), 'x'), false);
        assert.deepEqual(await outbox.counts(), { pending: 0, failed: 0, delivered: 1 });
      });
    });

    test('requeue gives failed messages a new queue time and zero attempts; never a delivered one', async () => {
      const c = clock();
      await withStore(engine, c.now, async ({ outbox }) => {
        const a = await outbox.insert(MSG);
        const b = await outbox.insert({ ...MSG, name: 'B' });
        assert.ok(a.kind === 'stored' && b.kind === 'stored');
        const claimedA = await outbox.claimDue('w', 60_000);
        await outbox.markFailed(claimedA!.id, 'w', 'x');
        const claimedB = await outbox.claimDue('w', 60_000);
        await outbox.markDelivered(claimedB!.id);
        c.advance(5000);
        assert.equal(await outbox.requeue(b.row.id), 0, 'delivered: left alone');
        assert.equal(await outbox.requeue('all'), 1);
        const back = await outbox.get(a.row.id);
        assert.equal(back?.state, 'pending');
        assert.equal(back?.attempts, 0);
        assert.equal(back?.queuedAt, T0 + 5000);
        assert.equal(back?.nextAttemptAt, T0 + 5000);
      });
    });

    test('retention deletes by delivery time, not by when the message was written', async () => {
      const DAY = 86_400_000;
      const c = clock(T0 - 400 * DAY);
      await withStore(engine, c.now, async ({ outbox }) => {
        // Written 400 days ago, delivered only 10 days ago (SMTP was down, then retried).
        const old = await outbox.insert(MSG);
        c.set(T0 - 10 * DAY);
        const claimed = await outbox.claimDue('w', 60_000);
        await outbox.markDelivered(claimed!.id);
        // Written and delivered 200 days ago.
        c.set(T0 - 200 * DAY);
        const gone = await outbox.insert({ ...MSG, name: 'Gone' });
        const claimedGone = await outbox.claimDue('w', 60_000);
        await outbox.markDelivered(claimedGone!.id);
        c.set(T0);
        assert.equal(await outbox.deleteDeliveredBefore(T0 - 180 * DAY), 1);
        assert.ok(old.kind === 'stored' && gone.kind === 'stored');
        assert.equal((await outbox.get(old.row.id))?.state, 'delivered');
        assert.equal(await outbox.get(gone.row.id), undefined);
      });
    });

    test('delete removes one message in any state', async () => {
      const c = clock();
      await withStore(engine, c.now, async ({ outbox }) => {
        const stored = await outbox.insert(MSG);
        assert.ok(stored.kind === 'stored');
        assert.equal(await outbox.delete(stored.row.id), true);
        assert.equal(await outbox.get(stored.row.id), undefined);
        assert.equal(await outbox.delete(stored.row.id), false);
      });
    });

    test('list shows the newest first, up to the limit', async () => {
      const c = clock();
      await withStore(engine, c.now, async ({ outbox }) => {
        for (let i = 0; i < 5; i++) await outbox.insert({ ...MSG, name: `N${i}` });
        assert.deepEqual(
          (await outbox.list(3)).map((r) => r.name),
          ['N4', 'N3', 'N2'],
        );
      });
    });
  });

  describe(`migrations (${engine.name})`, () => {
    test('four instances starting at once on one database migrate it once and all work', async () => {
      const root = tempDir('migrate-');
      const env = await engine.env(root);
      const stores = await Promise.all(
        Array.from({ length: 4 }, () => engine.reopen(root, env, () => T0)),
      );
      try {
        await Promise.all(stores.map((store) => store.outbox.insert(MSG)));
        for (const store of stores) {
          assert.deepEqual(await store.outbox.counts(), { pending: 4, failed: 0, delivered: 0 });
        }
      } finally {
        await Promise.all(stores.map((store) => store.close()));
      }
    });
  });

  describe(`model budget (${engine.name})`, () => {
    test('counts per day up to the allowance, atomically under concurrent use', async () => {
      await withStore(engine, Date.now, async ({ budget }) => {
        const results = await Promise.all(
          Array.from({ length: 25 }, () => budget.tryConsume('2026-11-24', 10)),
        );
        assert.equal(results.filter(Boolean).length, 10);
        assert.equal(await budget.usedOn('2026-11-24'), 10);
        assert.equal(await budget.tryConsume('2026-11-25', 10), true, 'a new day, a new budget');
        assert.equal(await budget.usedOn('2026-11-25'), 1);
        assert.equal(await budget.tryConsume('2026-11-26', 0), false, 'no budget at all');
      });
    });
  });

  describe(`alert incidents (${engine.name})`, () => {
    test('of many callers opening one incident at once, exactly one opens it; the same for resolving', async () => {
      await withStore(engine, Date.now, async ({ incidents }) => {
        const opened = await Promise.all(
          Array.from({ length: 10 }, () => incidents.open('smtp_rejected', T0)),
        );
        assert.equal(opened.filter(Boolean).length, 1);
        assert.equal(await incidents.open('smtp_rejected', T0 + 1), false, 'still open');
        assert.equal(await incidents.open('storage_refused', T0), true, 'kinds are separate');
        const resolved = await Promise.all(
          Array.from({ length: 10 }, () => incidents.resolve('smtp_rejected', T0 + 2)),
        );
        assert.equal(resolved.filter(Boolean).length, 1);
        assert.equal(await incidents.resolve('smtp_rejected', T0 + 3), false, 'already resolved');
        assert.equal(await incidents.open('smtp_rejected', T0 + 4), true, 'a new incident');
      });
    });
  });

  describe(`storage health (${engine.name})`, () => {
    test('a probe write succeeds on a working store', async () => {
      await withStore(engine, Date.now, async (storage) => {
        await storage.probeWrite();
        await storage.probeWrite();
      });
    });
  });
}
