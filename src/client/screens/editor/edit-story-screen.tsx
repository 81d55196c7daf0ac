import { useQuery } from '@apollo/client/react';
import { useViewer } from '@client/app/use-viewer';
import { paragraphFromServer } from '@client/features/editor/conversion/server-paragraphs';
import { POST_FOR_EDITING_QUERY } from '@client/features/editor/operations';
import { EditorMessage, SignInToWrite } from '@client/features/editor/sign-in-to-write';
import { StoryEditor } from '@client/features/editor/story-editor';
import { EDITOR_TEXTS } from '@client/features/editor/texts';
import type { ScreenDefinition, ScreenProps } from '../screen';

/**
 * /p/{postId}/edit. The story is fetched in the browser (the query needs a
 * signed-in writer, and the editor itself only runs in the browser).
 */
function EditStoryScreen({ params }: ScreenProps) {
  const postId = params.postId ?? '';
  const viewer = useViewer();
  const isSignedIn = !!viewer;
  const { data, error } = useQuery(POST_FOR_EDITING_QUERY, {
    variables: { id: postId },
    skip: !isSignedIn,
    fetchPolicy: 'network-only',
  });
  if (!isSignedIn) return <SignInToWrite />;
  const result = data?.postForEditing;
  if (error || result?.__typename === 'NotFound')
    return <EditorMessage text={error ? EDITOR_TEXTS.loadFailed : EDITOR_TEXTS.notYours} />;
  if (result?.__typename !== 'PostDraft')
    return <EditorMessage text={EDITOR_TEXTS.loading} isBusy />;
  const { post } = result;
  return (
    <StoryEditor
      key={result.postId}
      postId={result.postId}
      version={result.version}
      initial={{
        title: result.title,
        subtitle: result.subtitle,
        paragraphs: result.content.paragraphs.map(paragraphFromServer),
      }}
      respondingTo={{ story: post.inResponseToPost, quoteText: post.inResponseToQuote?.quoteText }}
      isAuthor={post.creator.id === viewer?.id}
      story={{
        isPublished: post.isPublished,
        statusForCollection: post.statusForCollection ?? null,
        collection: post.collection ?? null,
        pendingCollection: post.pendingCollection ?? null,
      }}
      publishSettings={{
        previewTitle: post.previewTitle,
        previewSubtitle: post.previewSubtitle,
        previewImageId: post.previewImage?.id ?? null,
        focusPercentX: post.previewImage?.focusPercentX ?? 50,
        focusPercentY: post.previewImage?.focusPercentY ?? 50,
        tags: post.tags.map((tag) => tag.displayTitle),
        visibility: post.visibility,
        license: post.license,
      }}
    />
  );
}

export const screen: ScreenDefinition = {
  title: (_data, productName) => `Edit story – ${productName}`,
  Component: EditStoryScreen,
};
