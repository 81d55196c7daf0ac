import { abbreviateCount } from './abbreviate-count';
import { MAX_CLAPS_PER_READER } from '@shared/limits';

export const CLAP_TEXTS = {
  clap: 'Clap',
  undo: 'Undo claps',
  capReached: `You have given this story the most claps a reader can: ${MAX_CLAPS_PER_READER}.`,
  votersEmpty: 'No claps yet.',
  votersLoading: 'Loading…',
  votersFailed: 'The list of claps could not be loaded.',
  /** "1 clap", "12 claps", "1.2K claps": the count as shown, with its noun. */
  claps: (count: number) => `${abbreviateCount(count)} ${count === 1 ? 'clap' : 'claps'}`,
};
