/**
 * The built-in assistant was most of a start: its modules (nlp.js, minisearch, the language
 * detector's n-grams), the classifier's model and the example index (about 20 MB of live heap),
 * and only the chat needs them. So the server loads them in the background once it listens:
 * health, the pages and the contact form answer at once, and a chat that comes first waits for
 * the load. Health reports the state ('loading' is no reason to stay out of rotation, 'failed'
 * is). Figures: docs/benchmarks.md, Footprint.
 */
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { BuiltInAssistant } from './engine';
import type { FactBase } from './knowledge/facts';

/**
 * The load starts this long after listen (a chat starts it at once): the first health checks
 * are answered before it, not behind one of its steps (up to 0.1-0.3 s each), and it is done
 * long before a load balancer's next check.
 */
export const LOAD_DELAY_MS = 200;

export type BuiltInState = 'loading' | 'ready' | 'failed';

export class BuiltInLoader {
  private loading: Promise<BuiltInAssistant> | undefined;
  private settled: 'ready' | 'failed' | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly facts: FactBase,
    private readonly rootDir: string,
  ) {}

  /** The engine: starts loading it on the first call, and every call waits for the same load. */
  get(): Promise<BuiltInAssistant> {
    this.loading ??= this.load().then(
      (engine) => {
        this.settled = 'ready';
        return engine;
      },
      (error: unknown) => {
        this.settled = 'failed';
        // A fault of this server whatever it was (a damaged model's SyntaxError included).
        throw new Error('the built-in assistant could not be loaded', { cause: error });
      },
    );
    return this.loading;
  }

  get state(): BuiltInState {
    return this.settled ?? 'loading';
  }

  /** Starts the load after `delayMs` unless a chat has; `onFailure` hears of a failed load. */
  startAfter(delayMs: number, onFailure: (error: unknown) => void): void {
    this.timer = setTimeout(() => this.get().catch(onFailure), delayMs);
  }

  /** Resolves when no load is under way or due (at shutdown: nothing is left running). */
  async idle(): Promise<void> {
    clearTimeout(this.timer);
    await this.loading?.catch(() => undefined);
  }

  /** In steps, each its own turn of the event loop, so that requests get in between. */
  private async load(): Promise<BuiltInAssistant> {
    await nextTurn();
    const { MODEL_DIR } = await import('./understanding/classifier');
    await nextTurn();
    await import('./lexicon/engine');
    await nextTurn();
    const { BuiltInAssistant } = await import('./engine');
    await nextTurn();
    return BuiltInAssistant.create(this.facts, [path.join(this.rootDir, MODEL_DIR)]);
  }
}
