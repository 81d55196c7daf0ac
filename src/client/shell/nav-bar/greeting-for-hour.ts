import { GREETING_TEXTS } from './texts';

/** The homepage greeting for a local hour (0–23): morning before 12, afternoon until 17, then evening. */
export function greetingForHour(hour: number): string {
  if (hour < 12) return GREETING_TEXTS.morning;
  if (hour < 17) return GREETING_TEXTS.afternoon;
  return GREETING_TEXTS.evening;
}
