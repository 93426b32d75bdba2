/**
 * What the server tells an operator's tools: requests, refusals, deliveries, alerts and the
 * assistant's replies. The app calls these methods everywhere; with METRICS_PORT unset they
 * are the no-ops below (prom-client is then never loaded), else prometheus.ts counts them.
 * Labels are route templates, codes and outcomes: never a path a visitor typed, never data.
 */
import type { DeliveryObserver } from '../delivery-worker';

export type ChatSource = 'built_in' | 'model' | 'fallback';
export type ChatOutcome = 'answered' | 'not_sure' | 'handoff';
export type ModelResult = 'ok' | 'error' | 'timeout';

export interface Telemetry extends DeliveryObserver {
  request(route: string, method: string, statusCode: number, seconds: number): void;
  rateLimited(route: string): void;
  storageUnavailable(route: string): void;
  chatReply(source: ChatSource, outcome: ChatOutcome): void;
  modelCall(result: ModelResult, seconds: number): void;
  alert(event: string, status: string, sent: boolean): void;
}

const nothing = () => undefined;

export const NO_TELEMETRY: Telemetry = {
  request: nothing,
  rateLimited: nothing,
  storageUnavailable: nothing,
  chatReply: nothing,
  modelCall: nothing,
  alert: nothing,
  delivered: nothing,
  retrying: nothing,
  failedForGood: nothing,
};
