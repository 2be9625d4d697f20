/**
 * The words of a progress report, shared by the CLI's progress line and the Monte Carlo page:
 * how much is done, the rate and the time left.
 */

const fmt = (n: number) => Math.round(n).toLocaleString('en');

/** "45 s", "3 min 20 s", "1 h 35 min". */
export function duration(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 90) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 90) return `${m} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`;
}

/** "2,500 of 10,000 runs (25%), 2,500 runs/s, about 3 s left" after `ms` milliseconds. */
export function progressText(done: number, total: number, unit: string, ms: number): string {
  const share = total ? done / total : 1;
  const parts = [`${fmt(done)} of ${fmt(total)} ${unit} (${Math.floor(share * 100)}%)`];
  if (done > 0 && ms > 0) {
    parts.push(`${fmt((done / ms) * 1000)} ${unit}/s`);
    if (done < total) parts.push(`about ${duration(((ms / done) * (total - done)) / 1000)} left`);
  }
  return parts.join(', ');
}
