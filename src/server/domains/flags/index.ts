/** What the flags domain offers the rest of the server; everything else in this folder is its own. */
export { createFlagStore, withOverrides } from './flags.service';
export type { FlagStore } from './flags.service';
