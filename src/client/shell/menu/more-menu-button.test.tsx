import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MenuActionItem } from './menu-items';
import { MoreMenuButton } from './more-menu-button';

describe('MoreMenuButton', () => {
  it('is a closed, named menu button whose items wait until it opens', () => {
    const html = renderToStaticMarkup(
      <MoreMenuButton label="More actions for Ada">
        <MenuActionItem onSelect={() => undefined}>Block this author</MenuActionItem>
      </MoreMenuButton>,
    );
    expect(html).toContain('aria-label="More actions for Ada"');
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('role="menu"');
    expect(html).not.toContain('Block this author');
  });
});
