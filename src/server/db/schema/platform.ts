import {
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Operator overrides of variant flags (defaults live in src/shared/flags.ts). */
export const variantFlags = pgTable('variant_flags', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<boolean | string>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Client events posted to /_/batch. */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id').notNull(),
    key: text('key').notNull(),
    userId: text('user_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    clientTimestamp: timestamp('client_timestamp', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_key_received_idx').on(table.key, table.receivedAt),
    index('events_event_id_idx').on(table.eventId),
    // The retention job deletes by age.
    index('events_received_idx').on(table.receivedAt),
  ],
);

/** Client error reports posted to /_/oh-noes. */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    message: text('message').notNull(),
    stack: text('stack').notNull().default(''),
    fileName: text('file_name').notNull().default(''),
    lineNumber: integer('line_number'),
    userId: text('user_id').notNull(),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull(),
    clientTimestamp: timestamp('client_timestamp', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('client_errors_received_idx').on(table.receivedAt)],
);

/** Client performance metrics posted to /_/clientele/reports/performance/. */
export const performanceReports = pgTable(
  'performance_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientName: text('client_name').notNull(),
    clientVersion: text('client_version').notNull(),
    type: text('type').notNull(),
    name: text('name').notNull().default(''),
    value: doublePrecision('value').notNull(),
    userId: text('user_id').notNull(),
    clientTimestamp: timestamp('client_timestamp', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('performance_reports_type_received_idx').on(table.type, table.receivedAt),
    // The retention job deletes by age.
    index('performance_reports_received_idx').on(table.receivedAt),
  ],
);
