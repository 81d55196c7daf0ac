import type {
  BodyTextSize,
  CollectionFontSet,
  FontSlot,
  HeaderScale,
  NameTreatment,
  TaglineTreatment,
} from '@client/graphql/generated/graphql';

export const DESIGN_TEXTS = {
  heading: 'Design',
  userTitle: (productName: string) => `Design your profile – ${productName}`,
  collectionTitle: (productName: string) => `Design – ${productName}`,
  userIntro: 'Choose the colours and type of your profile and your stories.',
  collectionIntro: (name: string) => `Choose the colours and type of ${name}.`,
  signInPrompt: 'Sign in to design your profile and your stories.',
  collectionSignInPrompt: 'Sign in to design this publication.',
  signIn: 'Sign in',
  globalSection: 'Colours and fonts',
  headerSection: 'Header',
  postHeaderSection: 'Story titles',
  postBodySection: 'Story text',
  primaryColor: 'Primary colour',
  primaryHelp: 'Buttons, rules and accents. Hex (#1a8917), rgb() or a basic colour name.',
  backgroundColor: 'Background colour',
  backgroundHelp: 'Text is set in the ink that reads best on it.',
  colorPicker: (label: string) => `${label} picker`,
  font1: 'Font 1 (headings)',
  font2: 'Font 2 (story text)',
  font3: 'Font 3 (bylines and small text)',
  headerScale: 'Header size',
  nameTreatment: 'Name shown as',
  taglineTreatment: 'Tagline shown in',
  titleFont: 'Title font',
  titleScale: 'Title size',
  bodyFont: 'Text font',
  bodySize: 'Text size',
  contrast: (text: string, primary: string) => `Contrast: text ${text}, primary colour ${primary}.`,
  previewHeading: 'Preview',
  previewHelp: 'Changes show here at once; nothing is saved until you save.',
  previewTitle: 'A story’s title in your design',
  previewSubtitle: 'The subtitle, in the story text’s font',
  previewByline: 'By you · 4 min read',
  previewBody:
    'Story text is set in the font and size you choose. Links and buttons take the primary colour, and the text keeps a readable contrast on your background.',
  previewButton: 'Follow',
  save: 'Save design',
  saving: 'Saving…',
  saved: 'Your design is saved.',
  failed: 'Your design could not be saved. Try again.',
  viewProfile: 'See it on your profile',
  viewPublication: 'See it on the publication',
} as const;

export const FONT_SET_NAMES: Record<CollectionFontSet, string> = {
  SERIF_1: 'Serif 1 (Charter)',
  SERIF_2: 'Serif 2 (Georgia)',
  SANS_SERIF_1: 'Sans serif 1 (system)',
  SANS_SERIF_2: 'Sans serif 2 (Helvetica)',
};

export const FONT_SLOT_NAMES: Record<FontSlot, string> = {
  FONT1: 'Font 1',
  FONT2: 'Font 2',
  FONT3: 'Font 3',
};

export const SCALE_NAMES: Record<HeaderScale | BodyTextSize, string> = {
  SMALL: 'Small',
  MEDIUM: 'Medium',
  LARGE: 'Large',
};

export const NAME_TREATMENT_NAMES: Record<NameTreatment, string> = {
  LOGO: 'Logo',
  TEXT: 'Text',
};

export const TAGLINE_TREATMENT_NAMES: Record<TaglineTreatment, string> = {
  HEADER: 'Header',
  SIDEBAR: 'Sidebar',
};
