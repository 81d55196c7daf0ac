import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CloseButton } from './close-button';

describe('CloseButton', () => {
  it('is a button named by its label, with the cross hidden from screen readers', () => {
    const html = renderToStaticMarkup(<CloseButton label="Close responses" onClick={() => {}} />);
    expect(html).toMatch(/^<button type="button" class="[^"]*" aria-label="Close responses">/);
    expect(html).toContain('<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"');
  });

  it('draws a smaller cross for toasts and banners, keeping the caller’s class', () => {
    const html = renderToStaticMarkup(
      <CloseButton label="Dismiss" size="small" className="toast-close" onClick={() => {}} />,
    );
    expect(html).toContain('width="20" height="20"');
    expect(html).toMatch(/class="[^"]* toast-close"/);
  });
});
