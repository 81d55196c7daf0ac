/** What the social domain offers the rest of the server; everything else in this folder is its own. */
export { blockUser } from './blocks.service';
export { followCollection, followUser } from './follows.service';
export { notMutedBy } from './mute-filter';
export { muteUser } from './mutes.service';
