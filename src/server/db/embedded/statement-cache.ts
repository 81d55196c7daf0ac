import type { PGlite } from '@electric-sql/pglite';
import { concatBytes } from '../protocol-bytes';

/**
 * node-postgres sends every query as an unnamed statement (Parse, Bind,
 * Describe, Execute, Sync), so PGlite parses and plans each one afresh, and a
 * page's statements spend more time being planned than run. Connections
 * cannot name statements themselves: they take turns on PGlite's one session,
 * where one connection's names would collide with another's.
 *
 * So the database process keeps the names. The first time a text arrives, at
 * the start of a batch and outside a transaction, it is prepared as a named
 * statement; from then on the connection's Parse of that text becomes the
 * Parse of an empty statement (PostgreSQL still answers ParseComplete, in
 * order) and the Bind that follows names the prepared statement. PostgreSQL
 * then reuses a generic plan once it knows it is as good as a fresh one.
 * Anything else passes through untouched.
 */
export interface StatementCache {
  /** The message to run in place of `message`, read from connection `handlerId`. */
  translate(handlerId: number, message: Uint8Array): Promise<Uint8Array>;
  forget(handlerId: number): void;
}

/** Each prepared statement holds about 40 KB of PostgreSQL's memory; the least recently used go. */
const DEFAULT_MAX_STATEMENTS = 200;
/** A schema change may alter a statement's result: every prepared statement is closed. */
const SCHEMA_CHANGE = /^\s*(alter|create|drop|truncate|comment|reindex)\s/i;

const PARSE = 0x50; // 'P'
const BIND = 0x42; // 'B'
const DESCRIBE = 0x44; // 'D'
const SYNC = 0x53; // 'S'
const SIMPLE_QUERY = 0x51; // 'Q'
const CLOSE = 0x43; // 'C'

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function message(type: number, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(5 + body.length);
  out[0] = type;
  new DataView(out.buffer).setInt32(1, 4 + body.length);
  out.set(body, 5);
  return out;
}

const cstring = (text: string) => encoder.encode(`${text}\0`);

/** Where the NUL-terminated string starting at `from` ends (the index of its NUL). */
const stringEnd = (bytes: Uint8Array, from: number) => bytes.indexOf(0, from);

/** The kind byte of Close and Describe that means a statement (not a portal). */
const S = encoder.encode('S');
/** Parse of the unnamed statement with no text: the cheapest thing that answers ParseComplete. */
const EMPTY_PARSE = message(PARSE, concatBytes(cstring(''), cstring(''), new Uint8Array(2)));
const SYNC_MESSAGE = message(SYNC, new Uint8Array(0));

interface Connection {
  /** The prepared statement the connection's unnamed statement stands for, if any. */
  unnamedIs: string | null;
  /** Whether a batch is under way (messages since the last Sync). */
  inBatch: boolean;
}

export function createStatementCache(
  db: PGlite,
  maxStatements = DEFAULT_MAX_STATEMENTS,
): StatementCache {
  /** Parse bodies after the name (text and parameter types) → statement name, least recent first. */
  const prepared = new Map<string, string>();
  const toClose: string[] = [];
  const connections = new Map<number, Connection>();
  let counter = 0;

  const connection = (handlerId: number) => {
    let known = connections.get(handlerId);
    if (!known) {
      known = { unnamedIs: null, inBatch: false };
      connections.set(handlerId, known);
    }
    return known;
  };

  /** Runs messages of the process's own, with a Sync; answers whether they went through. */
  const runOwn = async (...messages: Uint8Array[]) => {
    const answer = await db.execProtocolRaw(concatBytes(...messages, SYNC_MESSAGE));
    return answer[0] !== 0x45; // 'E': ErrorResponse
  };

  async function prepare(parseBody: Uint8Array): Promise<string | null> {
    while (prepared.size >= maxStatements) toClose.push(takeOldest());
    if (toClose.length > 0)
      await runOwn(
        ...toClose.splice(0).map((name) => message(CLOSE, concatBytes(S, cstring(name)))),
      );
    counter += 1;
    const name = `quire_${counter}`;
    const ok = await runOwn(message(PARSE, concatBytes(cstring(name), parseBody)));
    return ok ? name : null;
  }

  function takeOldest(): string {
    const [key, name] = prepared.entries().next().value as [string, string];
    prepared.delete(key);
    return name;
  }

  function closeAll() {
    toClose.push(...prepared.values());
    prepared.clear();
  }

  async function translateParse(state: Connection, bytes: Uint8Array, startsBatch: boolean) {
    const nameEnd = stringEnd(bytes, 5);
    state.unnamedIs = null;
    if (nameEnd !== 5) return bytes; // a statement the client names itself
    const parseBody = bytes.subarray(6);
    const text = decoder.decode(bytes.subarray(6, stringEnd(bytes, 6)));
    if (SCHEMA_CHANGE.test(text)) {
      closeAll();
      return bytes;
    }
    // Latin-1 keeps every byte of the parameter types apart.
    const key = Buffer.from(parseBody).toString('latin1');
    let name = prepared.get(key);
    if (name) {
      prepared.delete(key);
      prepared.set(key, name);
    } else if (startsBatch && !db.isInTransaction()) {
      name = (await prepare(parseBody)) ?? undefined;
      if (name) prepared.set(key, name);
    }
    if (!name) return bytes;
    state.unnamedIs = name;
    return EMPTY_PARSE;
  }

  /** Bind or Describe of the unnamed statement: name the prepared one instead. */
  function nameStatement(state: Connection, bytes: Uint8Array): Uint8Array {
    if (!state.unnamedIs) return bytes;
    const type = bytes[0];
    if (type === DESCRIBE) {
      if (bytes[5] !== S[0] || bytes[6] !== 0) return bytes;
      return message(DESCRIBE, concatBytes(S, cstring(state.unnamedIs)));
    }
    const portalEnd = stringEnd(bytes, 5);
    if (bytes[portalEnd + 1] !== 0) return bytes; // it names a statement already
    return message(
      BIND,
      concatBytes(
        bytes.subarray(5, portalEnd + 1),
        cstring(state.unnamedIs),
        bytes.subarray(portalEnd + 2),
      ),
    );
  }

  return {
    async translate(handlerId, bytes) {
      const state = connection(handlerId);
      const startsBatch = !state.inBatch;
      switch (bytes[0]) {
        case PARSE:
          state.inBatch = true;
          return translateParse(state, bytes, startsBatch);
        case BIND:
        case DESCRIBE:
          state.inBatch = true;
          return nameStatement(state, bytes);
        case SYNC:
          state.inBatch = false;
          return bytes;
        case SIMPLE_QUERY: {
          // A simple query replaces the unnamed statement.
          state.unnamedIs = null;
          if (SCHEMA_CHANGE.test(decoder.decode(bytes.subarray(5)))) closeAll();
          return bytes;
        }
        default:
          // Execute, Close, Flush, COPY data: part of a batch until its Sync.
          state.inBatch = true;
          return bytes;
      }
    },
    forget(handlerId) {
      connections.delete(handlerId);
    },
  };
}
