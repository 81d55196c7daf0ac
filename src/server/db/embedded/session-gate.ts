/**
 * PGlite is one PostgreSQL session. Every connection of the database process
 * shares it, one unit at a time (a simple query, or an extended-protocol batch
 * up to its Sync), first come first served. A connection whose unit leaves the
 * session inside a transaction block (or in the middle of a batch) keeps the
 * session until a later unit of its own leaves it idle, so no statement of
 * another connection ever runs inside someone else's transaction.
 */
export interface SessionGate<Connection> {
  /**
   * Waits until `connection` may run a unit: at once for the connection that
   * kept the session. Answers false when the connection was forgotten while
   * it waited (it closed): it must not run anything then.
   */
  enter(connection: Connection): Promise<boolean>;
  /** After a unit: keep the session for this connection, or pass it to the next in line. */
  leave(connection: Connection, keep: boolean): void;
  /** A closed connection gives up its place in line (it may still hold the session). */
  forget(connection: Connection): void;
  /** The connection that runs a unit now or kept the session, if any. */
  readonly holder: Connection | null;
  readonly waiting: number;
}

export function createSessionGate<Connection>(): SessionGate<Connection> {
  let holder: Connection | null = null;
  const line: Array<{ connection: Connection; admit: (admitted: boolean) => void }> = [];

  return {
    enter(connection) {
      if (holder === connection) return Promise.resolve(true);
      if (holder === null) {
        holder = connection;
        return Promise.resolve(true);
      }
      return new Promise((admit) => line.push({ connection, admit }));
    },
    leave(connection, keep) {
      if (holder !== connection || keep) return;
      const next = line.shift();
      holder = next?.connection ?? null;
      next?.admit(true);
    },
    forget(connection) {
      for (let index = line.length - 1; index >= 0; index -= 1) {
        const waiter = line[index];
        if (waiter?.connection !== connection) continue;
        line.splice(index, 1);
        waiter.admit(false);
      }
    },
    get holder() {
      return holder;
    },
    get waiting() {
      return line.length;
    },
  };
}
