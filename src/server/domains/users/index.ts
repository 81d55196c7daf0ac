/** What the users domain offers the rest of the server; everything else in this folder is its own. */
export { isProfileHidden } from './profile-access';
export { isReservedUsername } from './username.policy';
export { chooseUsername } from './username.service';
export { createUser, findUserByEmail, findUserByUsername } from './users.service';
