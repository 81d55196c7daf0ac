import type { FeedChannel, FeedItem, FeedPerson } from './feed-items';

/**
 * JSON Feed 1.1 (https://jsonfeed.org/version/1.1). Written here rather than
 * with the feed library, whose JSON output is version 1.0 (a single `author`,
 * no `language`); JSON.stringify does all the escaping there is.
 */
const JSON_FEED_VERSION = 'https://jsonfeed.org/version/1.1';

const authorOf = (person: FeedPerson) => ({
  name: person.name,
  url: person.url,
  ...(person.avatar ? { avatar: person.avatar } : {}),
});

function jsonItemOf(item: FeedItem) {
  return {
    id: item.id,
    url: item.url,
    title: item.title,
    content_html: item.contentHtml,
    summary: item.summary,
    ...(item.image ? { image: item.image.url } : {}),
    date_published: item.published.toISOString(),
    date_modified: item.modified.toISOString(),
    authors: [authorOf(item.author)],
    tags: item.tags,
  };
}

export function renderJsonFeed(channel: FeedChannel, items: FeedItem[]): string {
  return JSON.stringify({
    version: JSON_FEED_VERSION,
    title: channel.title,
    home_page_url: channel.homePageUrl,
    feed_url: channel.jsonUrl,
    description: channel.description,
    language: channel.language,
    ...(channel.imageUrl ? { icon: channel.imageUrl } : {}),
    ...(channel.author ? { authors: [authorOf(channel.author)] } : {}),
    items: items.map(jsonItemOf),
  });
}
