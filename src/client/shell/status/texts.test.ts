import { describe, expect, it } from 'vitest';
import {
  FATAL_TEXTS,
  NOT_FOUND_TEXTS,
  SERVER_ERROR_TEXTS,
  SPINNER_TEXTS,
  readingTimeText,
  uptimeText,
} from './texts';

describe('status texts', () => {
  it('match the spec literals', () => {
    expect(SPINNER_TEXTS.loading).toBe('Loading');
    expect(FATAL_TEXTS).toEqual({
      heading: 'Error',
      message: 'We\u2019re sorry, but there was a problem displaying this page.',
      hint: 'Please reload and try again.',
    });
    expect(SERVER_ERROR_TEXTS.code).toBe('500');
    expect(SERVER_ERROR_TEXTS.message).toBe('Apologies, but something went wrong on our end.');
    expect(NOT_FOUND_TEXTS.eyebrow).toBe('PAGE NOT FOUND');
    expect(NOT_FOUND_TEXTS.code).toBe('404');
    expect(NOT_FOUND_TEXTS.heading).toBe('Out of nothing, something.');
    expect(NOT_FOUND_TEXTS.home).toBe('Home');
  });

  it('keeps other copy from repeating the page-not-found label (tests find it by text)', () => {
    expect(NOT_FOUND_TEXTS.body.toLowerCase()).not.toContain('page not found');
  });
});

describe('readingTimeText', () => {
  it('formats whole minutes', () => {
    expect(readingTimeText(4)).toBe('4 min read');
  });

  it('rounds and never says zero', () => {
    expect(readingTimeText(3.6)).toBe('4 min read');
    expect(readingTimeText(0)).toBe('1 min read');
  });
});

describe('uptimeText', () => {
  it('names the largest unit and the one after it', () => {
    expect(uptimeText(30)).toBe('less than a minute');
    expect(uptimeText(61)).toBe('1 minute');
    expect(uptimeText(2 * 3600 + 5 * 60)).toBe('2 hours, 5 minutes');
    expect(uptimeText(3 * 86_400 + 4 * 3600 + 59)).toBe('3 days, 4 hours');
    expect(uptimeText(86_400 + 7 * 60)).toBe('1 day');
  });
});
