import { useQuery } from '@apollo/client/react';
import { SHELL_QUERY } from '../../app/shell-query';
import { SignInToWrite } from '../../features/editor/sign-in-to-write';
import { StoryEditor } from '../../features/editor/story-editor';
import type { ScreenDefinition, ScreenProps } from '../screen';

const EMPTY = { title: '', subtitle: '', paragraphs: [] };

function quoteIdOf(location: string): string | undefined {
  const query = location.split('?')[1] ?? '';
  return new URLSearchParams(query).get('inResponseToQuoteId') || undefined;
}

/** /new-story: a blank story; the draft is created on the first save. */
function NewStoryScreen({ location }: ScreenProps) {
  const { data } = useQuery(SHELL_QUERY, { fetchPolicy: 'cache-first' });
  if (!data?.viewer) return <SignInToWrite />;
  return (
    <StoryEditor
      postId={null}
      version={null}
      initial={EMPTY}
      inResponseToQuoteId={quoteIdOf(location)}
    />
  );
}

export const screen: ScreenDefinition = {
  title: (_data, productName) => `New story – ${productName}`,
  Component: NewStoryScreen,
};
