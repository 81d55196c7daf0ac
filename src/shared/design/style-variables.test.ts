import { describe, expect, it } from 'vitest';
import { DEFAULT_STYLE_SHEET } from './style-sheet-values';
import type { StyleSheetValues } from './style-sheet-values';
import { publisherStyleVariables } from './style-variables';

function withColors(primaryColor: string, backgroundColor: string): StyleSheetValues {
  return {
    ...DEFAULT_STYLE_SHEET,
    global: { ...DEFAULT_STYLE_SHEET.global, colorPalette: { primaryColor, backgroundColor } },
  };
}

describe('publisherStyleVariables', () => {
  it('is nothing without a design', () => {
    expect(publisherStyleVariables(null)).toEqual({});
  });

  it('sets the colour tokens, the ink that reads, and fonts from the fixed stacks', () => {
    const sheet: StyleSheetValues = {
      ...withColors('#FC0', 'rgb(26, 26, 46)'),
      postBody: { bodyFont: 'FONT1', bodySize: 'LARGE' },
    };
    const variables = publisherStyleVariables({
      ...sheet,
      global: { ...sheet.global, fonts: { ...sheet.global.fonts, font1: { name: 'SERIF_2' } } },
    });
    expect(variables).toMatchObject({
      '--color-background': '#1a1a2e',
      '--color-text': '#ffffff',
      '--color-accent': '#ffcc00',
      '--color-text-inverse': '#242424',
      '--publisher-body-size': '22px',
    });
    expect(variables['--publisher-body-font']).toMatch(/^georgia, /);
  });

  it('never writes what was typed into CSS: a colour that does not read falls back', () => {
    const variables = publisherStyleVariables(
      withColors('red; background: url(https://evil.example/x)', '#fff}</style><script>'),
    );
    expect(variables['--color-accent']).toBe('#1a8917');
    expect(variables['--color-background']).toBe('#ffffff');
    for (const value of Object.values(variables)) expect(value).not.toMatch(/[;{}<>]|url\(/);
  });
});
