import type { BudgetStore } from '../storage/contract';

/** The provider's daily request budget, kept in the database: a restart does not reset it,
 * and every instance of the server draws from the same one. */
export class ChatBudget {
  constructor(
    private readonly store: BudgetStore,
    private readonly perDay: number,
    private readonly now: () => number = Date.now,
  ) {}

  private today(): string {
    return new Date(this.now()).toISOString().slice(0, 10);
  }

  /** Takes one request from today's budget (UTC day); false when it is spent. */
  tryConsume(): Promise<boolean> {
    return this.store.tryConsume(this.today(), this.perDay);
  }

  usedToday(): Promise<number> {
    return this.store.usedOn(this.today());
  }
}
