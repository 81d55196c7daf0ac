import type { ScreenDefinition } from '../screen';
import { screen as postScreen } from './post-screen';
import type { PostScreenData } from './post-query';

/**
 * /p/{postId}/responses/show (spec §2.5), where response notifications link:
 * the story with its responses panel open (the route says so). It stays at
 * that address instead of moving to the story's URL, which its canonical
 * link still names.
 */
export const screen: ScreenDefinition<PostScreenData> = {
  ...postScreen,
  canonicalPath: () => null,
};
