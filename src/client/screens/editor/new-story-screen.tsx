import { useQuery } from '@apollo/client/react';
import { useViewer } from '@client/app/use-viewer';
import { RESPONSE_QUOTE_QUERY } from '@client/features/editor/operations';
import { EditorMessage, SignInToWrite } from '@client/features/editor/sign-in-to-write';
import { StoryEditor } from '@client/features/editor/story-editor';
import { EDITOR_TEXTS } from '@client/features/editor/texts';
import { RESPONSE_TEXTS } from '@client/features/responses/texts';
import { graphql } from '@client/graphql/generated';
import type { ScreenDefinition, ScreenProps } from '../screen';

const NEW_STORY_PUBLICATION_QUERY = graphql(`
  query NewStoryPublication($slug: String!) {
    collectionBySlug(slug: $slug) {
      id
      name
      viewerRole
      viewerIsEditor
    }
  }
`);

const EMPTY = { title: '', subtitle: '', paragraphs: [] };

function quoteIdOf(location: string): string | undefined {
  const query = location.split('?')[1] ?? '';
  return new URLSearchParams(query).get('inResponseToQuoteId') || undefined;
}

/**
 * /new-story: a blank story; the draft is created on the first save. With
 * inResponseToQuoteId it is a response to the story of the viewer's highlight,
 * and the editor shows that story and the passage above the title. At
 * /{collectionSlug}/new-story (the publication menu's New story) the draft
 * joins the publication, when the viewer belongs to it.
 */
function NewStoryScreen({ location, params }: ScreenProps) {
  const quoteId = quoteIdOf(location);
  const isSignedIn = !!useViewer();
  const slug = params.collectionSlug ?? '';
  const quoted = useQuery(RESPONSE_QUOTE_QUERY, {
    variables: { id: quoteId ?? '' },
    skip: !isSignedIn || !quoteId,
  });
  const forPublication = useQuery(NEW_STORY_PUBLICATION_QUERY, {
    variables: { slug },
    skip: !isSignedIn || !slug,
  });
  if (!isSignedIn) return <SignInToWrite />;
  if (slug && !forPublication.data && !forPublication.error)
    return <EditorMessage text={EDITOR_TEXTS.loading} isBusy />;
  const collection = forPublication.data?.collectionBySlug;
  const publication = collection?.viewerRole
    ? { id: collection.id, name: collection.name, viewerIsEditor: collection.viewerIsEditor }
    : null;
  if (quoteId && quoted.error) return <EditorMessage text={EDITOR_TEXTS.loadFailed} />;
  if (quoteId && !quoted.data) return <EditorMessage text={EDITOR_TEXTS.loading} isBusy />;
  const quote = quoted.data?.viewerQuote;
  if (quoteId && !quote) return <EditorMessage text={RESPONSE_TEXTS.quoteGone} />;
  return (
    <StoryEditor
      postId={null}
      version={null}
      initial={EMPTY}
      inResponseToQuoteId={quoteId}
      publication={publication}
      respondingTo={quote ? { story: quote.post, quoteText: quote.quoteText } : null}
    />
  );
}

export const screen: ScreenDefinition = {
  title: (_data, productName) => `New story – ${productName}`,
  Component: NewStoryScreen,
};
