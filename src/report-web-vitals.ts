import type { MetricType } from 'web-vitals';

/** Loads the web-vitals chunk only when a callback is passed. None is, so nothing loads. */
export function reportWebVitals(onPerfEntry?: (metric: MetricType) => void): void {
  if (!onPerfEntry) return;
  void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    onCLS(onPerfEntry);
    onFCP(onPerfEntry);
    onINP(onPerfEntry);
    onLCP(onPerfEntry);
    onTTFB(onPerfEntry);
  });
}
