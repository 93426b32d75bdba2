import type { Db } from '../db';

/** The provider's daily request budget, counted in SQLite so a restart does not reset it. */
export class ChatBudget {
  constructor(
    private readonly db: Db,
    private readonly perDay: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one request from today's budget (UTC day); false when it is spent. */
  tryConsume(): boolean {
    if (this.perDay <= 0) return false;
    const day = new Date(this.now()).toISOString().slice(0, 10);
    const row = this.db
      .prepare(
        `INSERT INTO chat_budget (day, used) VALUES (?, 1)
         ON CONFLICT (day) DO UPDATE SET used = used + 1 WHERE used < ?
         RETURNING used`,
      )
      .get(day, this.perDay);
    return row !== undefined;
  }

  usedToday(): number {
    const day = new Date(this.now()).toISOString().slice(0, 10);
    const row = this.db.prepare(`SELECT used FROM chat_budget WHERE day = ?`).get(day);
    return row && typeof row === 'object' && 'used' in row ? Number(row.used) : 0;
  }
}
