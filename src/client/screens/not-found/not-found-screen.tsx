import { useQuery } from '@apollo/client/react';
import { imageUrl } from '@client/features/posts/image-url';
import { NotFoundPage } from '@client/shell/status/not-found-page';
import type { NotFoundScreenQuery } from '@client/graphql/generated/graphql';
import { graphql } from '@client/graphql/generated';
import type { ScreenDefinition } from '../screen';

export const NOT_FOUND_QUERY = graphql(`
  query NotFoundScreen {
    sampleStories(count: 3) {
      id
      title
      mediumUrl
      readingTime
      creator {
        id
        name
      }
      previewImage {
        id
      }
    }
  }
`);

type NotFoundData = NotFoundScreenQuery;

function NotFoundScreen() {
  const { data } = useQuery(NOT_FOUND_QUERY);
  const stories = (data?.sampleStories ?? []).map((story) => ({
    id: story.id,
    title: story.title,
    url: story.mediumUrl,
    authorName: story.creator.name,
    imageUrl: story.previewImage ? imageUrl(story.previewImage.id) : null,
    readingTimeMinutes: Math.max(1, Math.ceil(story.readingTime)),
  }));
  return <NotFoundPage sampleStories={stories} />;
}

export const screen: ScreenDefinition<NotFoundData> = {
  query: NOT_FOUND_QUERY,
  isNotFound: () => true,
  title: (_data, productName) => `Page not found | ${productName}`,
  Component: NotFoundScreen,
};
