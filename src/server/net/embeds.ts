import { fetchLinkPreview } from './link-preview';
import type { LinkPreview } from './link-preview';
import type { SafeFetchOptions } from './safe-fetch';

/** How a pasted link shows in a story: a player in an iframe, or a link card. */
export type Embed =
  | (LinkPreview & {
      type: 'IFRAME';
      iframeSrc: string;
      iframeWidth: number;
      iframeHeight: number;
    })
  | (LinkPreview & {
      type: 'MIXTAPE_EMBED';
      iframeSrc: null;
      iframeWidth: null;
      iframeHeight: null;
    });

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[1-9][0-9]{0,11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
/** 16:9 at the default image width. */
const PLAYER_SIZE = { iframeWidth: 640, iframeHeight: 360 };

function youtubeId(url: URL): string | null {
  let candidate: string | null | undefined = null;
  if (url.hostname === 'youtu.be') candidate = url.pathname.split('/')[1];
  else if (YOUTUBE_HOSTS.has(url.hostname)) {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch' && second === undefined) candidate = url.searchParams.get('v');
    else if (first === 'shorts' || first === 'embed') candidate = second;
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

function vimeoId(url: URL): string | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  const candidate =
    url.hostname === 'player.vimeo.com' && parts[0] === 'video' ? parts[1] : parts[0];
  return candidate && parts.length <= 2 && VIMEO_ID.test(candidate) ? candidate : null;
}

/** A player on the allow-list for a YouTube or Vimeo link; null for anything else. */
export function playerEmbedFor(rawUrl: string): Embed | null {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const base = { url: url.toString(), title: null, description: null, imageUrl: null };
  const youtube = youtubeId(url);
  if (youtube)
    return {
      ...base,
      type: 'IFRAME',
      siteName: 'YouTube',
      iframeSrc: `https://www.youtube-nocookie.com/embed/${youtube}`,
      ...PLAYER_SIZE,
    };
  const vimeo = vimeoId(url);
  if (vimeo)
    return {
      ...base,
      type: 'IFRAME',
      siteName: 'Vimeo',
      iframeSrc: `https://player.vimeo.com/video/${vimeo}`,
      ...PLAYER_SIZE,
    };
  return null;
}

/** The embed for a pasted link: a known player, otherwise a card from the page's metadata. */
export async function embedForUrl(
  url: string,
  fetchOptions: SafeFetchOptions = {},
): Promise<Embed> {
  const player = playerEmbedFor(url);
  if (player) return player;
  const preview = await fetchLinkPreview(url, fetchOptions);
  return {
    ...preview,
    type: 'MIXTAPE_EMBED',
    iframeSrc: null,
    iframeWidth: null,
    iframeHeight: null,
  };
}
