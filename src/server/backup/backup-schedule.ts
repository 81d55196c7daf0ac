/**
 * BACKUP_SCHEDULE: `hourly` (on the hour), `daily` (at 03:00) or `HH:MM`
 * (every day then), in the server's local time, like cron.
 */
export type BackupSchedule = { every: 'hour' } | { every: 'day'; hour: number; minute: number };

const DAILY_AT = { hour: 3, minute: 0 };

/** The schedule, or the reason it is not one. */
export function parseBackupSchedule(raw: string): BackupSchedule | { error: string } {
  const value = raw.trim().toLowerCase();
  if (value === 'hourly') return { every: 'hour' };
  if (value === 'daily') return { every: 'day', ...DAILY_AT };
  const time = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (time) return { every: 'day', hour: Number(time[1]), minute: Number(time[2]) };
  return { error: 'must be hourly, daily or a time of day such as 02:30' };
}

/** The latest moment at or before `now` when a backup was due. */
export function latestSlot(schedule: BackupSchedule, now: Date): Date {
  const slot = new Date(now);
  if (schedule.every === 'hour') {
    slot.setMinutes(0, 0, 0);
    return slot;
  }
  slot.setHours(schedule.hour, schedule.minute, 0, 0);
  if (slot > now) slot.setDate(slot.getDate() - 1);
  return slot;
}
