import type { Paragraph } from '@shared/content/paragraph-model';

/** GraphQL documents and helpers shared by the conversation tests. */

const QUOTE_FIELDS = `id postId paragraphName startOffset endOffset quoteText readerCount
  paragraphs { name type text } user { id }`;

const NOTE_FIELDS = `id postId content paragraphName startOffset endOffset quoteText
  author { id } replies { id content author { id } }`;

export const CREATE_QUOTE = `mutation Q($postId: ID!, $name: String!, $start: Int!, $end: Int!) {
  createQuote(postId: $postId, paragraphName: $name, startOffset: $start, endOffset: $end) { ${QUOTE_FIELDS} }
}`;

export const DELETE_QUOTE = `mutation D($id: ID!) { deleteQuote(quoteId: $id) }`;

export const POST_HIGHLIGHTS = `query H($id: ID!) {
  postResult(id: $id) { ... on Post { id
    viewerHighlights { ${QUOTE_FIELDS} }
    highlights { id }
    topHighlight { ${QUOTE_FIELDS} }
  } }
}`;

export const CREATE_NOTE = `mutation N($postId: ID!, $name: String!, $start: Int!, $end: Int!, $content: String!) {
  createNote(postId: $postId, paragraphName: $name, startOffset: $start, endOffset: $end, content: $content) { ${NOTE_FIELDS} }
}`;

export const POST_NOTES = `query PN($id: ID!) {
  postResult(id: $id) { ... on Post { id privateNotes { ${NOTE_FIELDS} } } }
}`;

export const NOTE = `query One($id: ID!) {
  note(id: $id) { __typename ... on Note { ${NOTE_FIELDS} post { id } } ... on NotFound { message } }
}`;

export const REPLY = `mutation R($id: ID!, $content: String!) {
  replyToNote(noteId: $id, content: $content) { id content author { id } }
}`;

export const UPDATE_NOTE = `mutation U($id: ID!, $content: String!) {
  updateNote(noteId: $id, content: $content) { ${NOTE_FIELDS} }
}`;

export const DELETE_NOTE = `mutation DN($id: ID!) { deleteNote(noteId: $id) }`;

export const PUBLISH_RESPONSE = `mutation PR($to: ID!, $content: PostContentInput!, $quote: ID, $title: String) {
  publishResponse(inResponseToPostId: $to, content: $content, inResponseToQuoteId: $quote, title: $title) {
    id status inResponseToPostId inResponseToQuoteId creator { id }
  }
}`;

export const RESPONSES = `query R($id: ID!, $limit: Int, $to: String) {
  postResult(id: $id) { ... on Post { id postResponses {
    count
    responsesConnection(limit: $limit, to: $to) {
      items { itemType postId isHidden post { id creator { id } postResponses { count } } }
      pagingInfo { next { limit to } }
    }
  } } }
}`;

export const HIDE = `mutation Hide($parent: ID!, $response: ID!) {
  hidePostResponseOnParentPost(parentPostId: $parent, postResponseId: $response)
}`;
export const UNHIDE = `mutation Unhide($parent: ID!, $response: ID!) {
  unhidePostResponseOnParentPost(parentPostId: $parent, postResponseId: $response)
}`;

export const story = (...texts: string[]): { paragraphs: Paragraph[] } => ({
  paragraphs: texts.map((text, index) => ({
    name: `n${index}`,
    type: index === 0 ? 'H3' : 'P',
    text,
    markups: [],
  })),
});

export const responseContent = (text: string) => ({
  paragraphs: [{ name: 'r0', type: 'P', text, markups: [] }],
});

export type GraphQLBody = {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
};

export { run } from './graphql-kit';

export const codeOf = (body: GraphQLBody) => body.errors?.[0]?.extensions?.code;
