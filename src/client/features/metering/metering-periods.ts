/**
 * The calendar periods the metering counters run over, in the reader's local
 * time: a day, a week starting on Monday, and a month (so the month counter
 * resets on the first).
 */
function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function dateKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function dayKey(at: number): string {
  return dateKey(new Date(at));
}

/** The Monday that starts the week of `at`. */
export function weekKey(at: number): string {
  const date = new Date(at);
  const daysSinceMonday = (date.getDay() + 6) % 7;
  return dateKey(new Date(date.getFullYear(), date.getMonth(), date.getDate() - daysSinceMonday));
}

export function monthKey(at: number): string {
  const date = new Date(at);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
}
