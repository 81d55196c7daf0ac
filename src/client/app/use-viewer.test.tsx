import { describe, expect, it } from 'vitest';
import { clientWithViewer, renderWithClient, viewerFixture } from '@client/test/kits/apollo-kit';
import { useViewer } from './use-viewer';

function ViewerName() {
  const viewer = useViewer();
  return <p>{viewer ? `Signed in as ${viewer.name} (${viewer.id})` : 'Signed out'}</p>;
}

describe('useViewer', () => {
  it('reads the signed-in reader from the shell query the page already ran', () => {
    const client = clientWithViewer(viewerFixture('ada', { name: 'Ada Lovelace' }));
    expect(renderWithClient(client, <ViewerName />)).toBe('<p>Signed in as Ada Lovelace (ada)</p>');
  });

  it('is null for a signed-out reader', () => {
    expect(renderWithClient(clientWithViewer(null), <ViewerName />)).toBe('<p>Signed out</p>');
  });
});
