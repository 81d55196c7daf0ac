import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedForUrl, playerEmbedFor } from './embeds';
import { sendHtml, startTestServer } from '../test/kits/net-kit';
import type { TestServer } from '../test/kits/net-kit';

describe('playerEmbedFor', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
  ])('embeds the YouTube link %s without cookies', (url) => {
    expect(playerEmbedFor(url)).toMatchObject({
      type: 'IFRAME',
      iframeSrc: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      iframeWidth: 640,
      iframeHeight: 360,
      siteName: 'YouTube',
    });
  });

  it.each(['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'])(
    'embeds the Vimeo link %s',
    (url) => {
      expect(playerEmbedFor(url)).toMatchObject({
        type: 'IFRAME',
        iframeSrc: 'https://player.vimeo.com/video/76979871',
      });
    },
  );

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://youtu.be/../../evil',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/0123',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
  ])('does not embed %s as a player', (url) => {
    expect(playerEmbedFor(url)).toBeNull();
  });
});

describe('embedForUrl', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer((_request, response) =>
      sendHtml(response, '<meta property="og:title" content="A card">'),
    );
  });
  afterAll(() => server.close());

  it('turns any other page into a link card', async () => {
    const embed = await embedForUrl(`${server.origin}/story`, {
      allowPrivateAddressesForTests: true,
    });
    expect(embed).toMatchObject({
      type: 'MIXTAPE_EMBED',
      title: 'A card',
      iframeSrc: null,
      url: `${server.origin}/story`,
    });
  });
});
