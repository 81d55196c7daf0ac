import { describe, expect, it } from 'vitest';
import { clientWithViewer, renderWithClient, viewerFixture } from '@client/test/kits/apollo-kit';
import { ClapButton } from './clap-button';
import type { ClapButtonProps } from './clap-button';

function render(viewerId: string | null, post: Partial<ClapButtonProps['post']> = {}): string {
  const props: ClapButtonProps['post'] = {
    id: 'p1',
    clapCount: 1_234,
    viewerClapCount: 0,
    creator: { id: 'author' },
    ...post,
  };
  const viewer = viewerId ? viewerFixture(viewerId) : null;
  return renderWithClient(clientWithViewer(viewer), <ClapButton post={props} />);
}

describe('ClapButton', () => {
  it('offers a labelled Clap button and the abbreviated count to a reader', () => {
    const html = render('reader');
    expect(html).toContain('aria-label="Clap"');
    expect(html).toContain('aria-label="1.2K claps"');
    expect(html).toContain('>1.2K</button>');
    expect(html).not.toContain('aria-disabled');
  });

  it('shows the author the count but no Clap button', () => {
    const html = render('author');
    expect(html).not.toContain('aria-label="Clap"');
    expect(html).toContain('aria-label="1.2K claps"');
    expect(html).not.toContain('Undo claps');
  });

  it('stops a reader at 50 claps with a hint, and lets them undo', () => {
    const html = render('reader', { clapCount: 50, viewerClapCount: 50 });
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('You have given this story the most claps a reader can: 50.');
    expect(html).toContain('Undo claps');
  });

  it('shows a visitor the Clap button, no count when nobody clapped, and no undo', () => {
    const html = render(null, { clapCount: 0 });
    expect(html).toContain('aria-label="Clap"');
    expect(html).not.toContain('claps"');
    expect(html).not.toContain('Undo claps');
  });
});
