import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create (search: trigram lookup and
 * edit distance). PGlite loads an extension only when it is offered at start,
 * so every place that opens PGlite passes these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, fuzzystrmatch };
