/**
 * Writers' stats: views, reads, member reading time and referrers of each
 * story, rolled up from the client events by a job (stats-rollup.ts) and read
 * by the stats pages of writers, stories and publications (decision 036).
 */
export { recordMemberReading } from './member-reading';
export { rollUpStoryStats } from './stats-rollup';
