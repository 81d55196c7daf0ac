import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../env';
import { latestSlot, parseBackupSchedule } from './backup-schedule';

/** A local time on 2 March 2026 (the schedule speaks the server's local time, like cron). */
const at = (hours: number, minutes: number, day = 2) => new Date(2026, 2, day, hours, minutes);

describe('the backup schedule', () => {
  it('reads hourly, daily and a time of day, and refuses anything else in words', () => {
    expect(parseBackupSchedule('hourly')).toEqual({ every: 'hour' });
    expect(parseBackupSchedule(' Daily ')).toEqual({ every: 'day', hour: 3, minute: 0 });
    expect(parseBackupSchedule('2:30')).toEqual({ every: 'day', hour: 2, minute: 30 });
    expect(parseBackupSchedule('23:59')).toEqual({ every: 'day', hour: 23, minute: 59 });
    for (const wrong of ['24:00', '12:60', 'weekly', '0 3 * * *', ''])
      expect(parseBackupSchedule(wrong)).toEqual({
        error: 'must be hourly, daily or a time of day such as 02:30',
      });
  });

  it('is validated at start-up with the other settings', () => {
    expect(loadConfig({}).backups).toEqual({ schedule: null, keep: 7 });
    expect(loadConfig({ BACKUP_SCHEDULE: '04:15', BACKUP_KEEP: '14' }).backups).toEqual({
      schedule: { every: 'day', hour: 4, minute: 15 },
      keep: 14,
    });
    expect(() => loadConfig({ BACKUP_SCHEDULE: 'weekly' })).toThrow(
      new ConfigError(
        'Invalid BACKUP_SCHEDULE: must be hourly, daily or a time of day such as 02:30',
      ),
    );
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/^Invalid BACKUP_KEEP: /);
  });

  it('knows the latest moment a backup was due', () => {
    expect(latestSlot({ every: 'hour' }, at(10, 42))).toEqual(at(10, 0));
    const daily = { every: 'day', hour: 3, minute: 0 } as const;
    expect(latestSlot(daily, at(2, 59))).toEqual(at(3, 0, 1));
    expect(latestSlot(daily, at(3, 0))).toEqual(at(3, 0));
    expect(latestSlot(daily, at(23, 0))).toEqual(at(3, 0));
  });
});
