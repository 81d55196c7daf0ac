import type { Actor, TestApp } from '../test-app';

/** The update mutation as the editor sends it, answering every member of the result union. */
const UPDATE_STYLE_SHEET = `
  mutation($c: ID, $v: Int!, $input: CustomStyleSheetInput!) {
    updateCustomStyleSheet(collectionId: $c, baseVersion: $v, input: $input) {
      __typename
      ... on CustomStyleSheet {
        id
        version
        global { colorPalette { primaryColor backgroundColor } fonts { font1 { name } } }
        postBody { bodyFont bodySize }
      }
      ... on BadRequest { message }
      ... on NotFound { message }
      ... on Conflict { message currentVersion }
    }
  }`;

/** A whole sheet with the two colours given (a readable palette unless told otherwise). */
export function styleSheetInput(primaryColor = '#1a8917', backgroundColor = '#ffffff') {
  return {
    global: {
      colorPalette: { primaryColor, backgroundColor },
      fonts: {
        font1: { name: 'SERIF_2' },
        font2: { name: 'SERIF_1' },
        font3: { name: 'SANS_SERIF_2' },
      },
    },
    header: { headerScale: 'LARGE', nameTreatment: 'TEXT', taglineTreatment: 'SIDEBAR' },
    postHeader: { titleFont: 'FONT1', titleScale: 'MEDIUM' },
    postBody: { bodyFont: 'FONT2', bodySize: 'LARGE' },
  };
}

export interface StyleSheetAnswer {
  __typename: string;
  id?: string;
  version?: number;
  message?: string;
  currentVersion?: number;
  global?: { colorPalette: { primaryColor: string; backgroundColor: string } };
}

/** Sends one update; the union member, or the error code when it was refused outright. */
export async function updateStyleSheet(
  testApp: TestApp,
  as: Actor,
  variables: { c?: string; v: number; input: unknown },
): Promise<StyleSheetAnswer | string> {
  const { body } = await testApp.graphql<{ updateCustomStyleSheet: StyleSheetAnswer }>(
    UPDATE_STYLE_SHEET,
    { variables, as },
  );
  if (body.errors) return String(body.errors[0]?.extensions?.code);
  return body.data?.updateCustomStyleSheet ?? 'NO_DATA';
}
