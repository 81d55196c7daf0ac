import { notSuspendedSql } from '../access';

/**
 * Public lists leave out suspended stories and every story of a suspended
 * account (the story page answers PostSuspended / AccountSuspended instead).
 * The rule lives in the access room.
 */
export const notSuspended = notSuspendedSql();
