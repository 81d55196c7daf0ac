/** What the reading domain offers the rest of the server; everything else in this folder is its own. */
export { clapForPost } from './claps.service';
export { applyReadingEvents } from './history.service';
export { adjustResponseCount } from './post-stats';
export { setReadingListState } from './reading-list.service';
