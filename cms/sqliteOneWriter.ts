import {
  type Client,
  type InStatement,
  type ResultSet,
  type Transaction,
  type TransactionMode,
} from "@libsql/client";
import type { sqliteAdapter } from "@payloadcms/db-sqlite";

import { KeptStatementConnection, sqlitePathOf } from "./keptStatements";

type SqliteAdapterResult = ReturnType<typeof sqliteAdapter>;

/**
 * Real transactions on one SQLite file shared by several processes
 * (decision 0035). What @libsql/client 0.14 does on its own, read in its
 * source (lib-esm/sqlite3.js), and why it is not used as it is:
 *
 * - `client.transaction()` hands the client's connection to the transaction
 *   and opens a new one, lazily, for everything after. Connection settings
 *   (`PRAGMA busy_timeout`, `synchronous`) belong to a connection, so after
 *   the first transaction the client's connection has busy_timeout 0 (a
 *   write that meets another process's lock fails at once) and synchronous
 *   FULL. The handed-over connection is never closed: it holds two file
 *   descriptors and its page cache until garbage collection (4,000 open
 *   descriptors after 2,000 transactions, measured), and opening one costs
 *   about 5 ms per transaction against 0.4 ms on a kept connection.
 * - The driver is synchronous: a statement that waits for the write lock
 *   blocks the whole event loop while it waits. Two transactions of one
 *   process on two connections would wait for each other with the loop
 *   stopped, until busy_timeout ran out.
 *
 * So: one kept connection for transactions and one for everything else, both
 * set up the same way; one writer at a time inside the process (a queue in
 * memory, so a waiting write never blocks the loop); and between processes
 * SQLite's own write lock with `BEGIN IMMEDIATE` and busy_timeout, so a
 * transaction takes the lock before its first read and never fails half way
 * to upgrade it. Reads outside a transaction never queue (WAL: readers do not
 * wait for the writer).
 */

export interface OneWriterSettings {
  /** How long a statement waits for another process's write lock (PRAGMA busy_timeout). */
  busyTimeoutMs: number;
  /** PRAGMA synchronous on every connection (NORMAL: durable in WAL mode except for the last commits on a power cut). */
  synchronous: "FULL" | "NORMAL";
  /** How long a write waits for its turn in this process before failing, in place of waiting for ever. */
  turnTimeoutMs?: number;
  /** A transaction open longer than this is rolled back and the queue moves on (a transaction its code forgot to end). */
  longestTransactionMs?: number;
  /** Where the queue's failures are told (Payload's logger). */
  warn?: (message: string) => void;
}

export class WriteTurnTimeout extends Error {
  constructor(waitedMs: number) {
    super(
      `Waited ${waitedMs} ms for this process's turn to write to the database`
    );
    this.name = "WriteTurnTimeout";
  }
}

/** One writer at a time: a first-come queue in memory, with a bounded wait. */
class WriteTurns {
  private tail: Promise<void> = Promise.resolve();
  private waiting = 0;

  constructor(private readonly timeoutMs: number) {}

  get queued(): number {
    return this.waiting;
  }

  /** Resolves with the function that ends this turn (calling it twice is harmless). */
  async take(): Promise<() => void> {
    let end!: () => void;
    const mine = new Promise<void>((resolve) => (end = resolve));
    const before = this.tail;
    this.tail = before.then(() => mine);
    this.waiting++;
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    try {
      await Promise.race([
        before,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            timedOut = true;
            reject(new WriteTurnTimeout(this.timeoutMs));
          }, this.timeoutMs);
        }),
      ]);
    } catch (error) {
      // Our place in the queue passes straight on when our turn comes.
      if (timedOut) end();
      throw error;
    } finally {
      clearTimeout(timer);
      this.waiting--;
    }
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      end();
    };
  }
}

const READ_ONLY = /^\s*(select|explain)\b/i;

function sqlOf(stmt: InStatement): string {
  return typeof stmt === "string" ? stmt : stmt.sql;
}

function beginFor(mode: TransactionMode | undefined): string {
  if (mode === "read") return "BEGIN TRANSACTION READONLY";
  if (mode === "deferred") return "BEGIN DEFERRED";
  return "BEGIN IMMEDIATE";
}

const SHARED = Symbol.for("liberate.sqliteOneWriter");

/** A connection as this file uses it. */
interface Connection {
  execute(stmtOrSql: InStatement, args?: unknown): Promise<ResultSet>;
  executeMultiple(sql: string): Promise<void>;
  close(): void;
}

/** What `shareOneFile` did to a client, for tests and the statement counter. */
export interface OneWriter {
  /** The connection transactions run on. */
  transactions: Connection;
  /** The connection every statement outside a transaction runs on. */
  statements: Connection;
  turns: { readonly queued: number };
}

/**
 * Changes `client` in place (drizzle keeps a reference to it) so that
 * transactions run on a kept second connection, writes take turns in this
 * process, and every connection has the same settings. Idempotent.
 */
export async function shareOneFile(
  client: Client,
  url: string,
  settings: OneWriterSettings
): Promise<OneWriter> {
  const marked = client as Client & { [SHARED]?: OneWriter };
  if (marked[SHARED]) return marked[SHARED];
  const pragmas = [
    `PRAGMA busy_timeout = ${Math.round(settings.busyTimeoutMs)}`,
    `PRAGMA synchronous = ${settings.synchronous}`,
  ];
  const configure = async (connection: Pick<Client, "execute">) => {
    for (const pragma of pragmas) await connection.execute(pragma);
  };
  const turns = new WriteTurns(settings.turnTimeoutMs ?? 30_000);
  const longest = settings.longestTransactionMs ?? 60_000;
  const warn = settings.warn ?? ((message: string) => console.warn(message));

  // Statements run on connections that keep their prepared statements
  // (keptStatements.ts): one for transactions, one for everything else. The
  // client's own connection is left to batch, executeMultiple and migrate.
  const path = sqlitePathOf(url);
  const open = (): Connection =>
    new KeptStatementConnection(path) as Connection;
  let own = open();
  const execute = (stmtOrSql: InStatement, args?: unknown) =>
    own.execute(stmtOrSql, args);
  const clientExecute = client.execute.bind(client);
  const batch = client.batch.bind(client);
  const executeMultiple = client.executeMultiple.bind(client);
  const migrate = client.migrate.bind(client);
  const close = client.close.bind(client);
  const handOver = client.transaction.bind(client);

  await configure({ execute: clientExecute });
  await configure(own);
  let txClient = open();
  await configure(txClient);

  /**
   * A connection that met SQLITE_BUSY cannot COMMIT again until the failed
   * statement is garbage collected ("SQL statements in progress": libsql
   * 0.4 does not reset it), so it is replaced. The client's own connection is
   * replaced the one way the client allows: handing it to a transaction that
   * is rolled back at once, after which the client opens a new one.
   */
  async function renewOwnConnection(): Promise<void> {
    const abandoned = await handOver("deferred");
    await abandoned.rollback().catch(() => {});
    await configure({ execute: clientExecute });
    own.close();
    own = open();
    await configure(own);
  }
  async function renewTransactionConnection(): Promise<void> {
    txClient.close();
    txClient = open();
    await configure(txClient);
  }

  async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const end = await turns.take();
    try {
      return await work();
    } catch (error) {
      if (isBusy(error)) await renewOwnConnection().catch(() => {});
      throw error;
    } finally {
      end();
    }
  }

  const overrides: Partial<Client> = {
    execute: ((stmtOrSql: InStatement, args?: unknown) => {
      const call = () =>
        args === undefined ? execute(stmtOrSql) : execute(stmtOrSql, args);
      return READ_ONLY.test(sqlOf(stmtOrSql)) ? call() : inTurn(call);
    }) as Client["execute"],
    batch: ((stmts: InStatement[], mode?: TransactionMode) =>
      inTurn(() => batch(stmts, mode))) as Client["batch"],
    executeMultiple: (sql: string) => inTurn(() => executeMultiple(sql)),
    migrate: (stmts: InStatement[]) => inTurn(() => migrate(stmts)),
    close: () => {
      txClient.close();
      own.close();
      close();
    },
    // The turn is taken, and BEGIN sent, at the transaction's first statement, not when it is opened:
    // Payload opens its transaction and then writes outside it before its first statement (the staff
    // "forgot password" reserves its request first), which would otherwise wait on its own turn.
    transaction: async (mode?: TransactionMode): Promise<Transaction> =>
      lazyTransaction(async () => {
        const end = await turns.take();
        try {
          await txClient.execute(beginFor(mode));
        } catch (error) {
          if (isBusy(error)) await renewTransactionConnection().catch(() => {});
          end();
          throw error;
        }
        return keptConnectionTransaction(txClient, {
          end,
          longestMs: longest,
          warn,
          renew: renewTransactionConnection,
        });
      }),
  };
  Object.assign(client, overrides);
  const shared: OneWriter = {
    get transactions() {
      return txClient;
    },
    get statements() {
      return own;
    },
    turns,
  };
  marked[SHARED] = shared;
  return shared;
}

/** A transaction that begins at its first statement; committed or rolled back before any, it never took the turn. */
function lazyTransaction(begin: () => Promise<Transaction>): Transaction {
  let started: Promise<Transaction> | null = null;
  let ended = false;
  const open = () => {
    if (ended)
      return Promise.reject(
        Object.assign(new Error("The transaction is closed"), {
          code: "TRANSACTION_CLOSED",
        })
      );
    started ??= begin();
    return started;
  };
  const transaction: Transaction = {
    execute: async (stmt: InStatement): Promise<ResultSet> =>
      (await open()).execute(stmt),
    batch: async (stmts: InStatement[]): Promise<ResultSet[]> =>
      (await open()).batch(stmts),
    executeMultiple: async (sql: string): Promise<void> =>
      (await open()).executeMultiple(sql),
    async commit(): Promise<void> {
      if (!started) {
        ended = true;
        return;
      }
      await (await started).commit();
      ended = true;
    },
    async rollback(): Promise<void> {
      ended = true;
      if (!started) return;
      // A BEGIN that failed left nothing to undo (and already gave its turn back).
      const begun = await started.catch(() => null);
      await begun?.rollback();
    },
    close(): void {
      if (!ended) void transaction.rollback();
    },
    get closed(): boolean {
      return ended;
    },
  };
  return transaction;
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === "string" && /^SQLITE_(BUSY|LOCKED)/.test(code);
}

interface TransactionEnd {
  end: () => void;
  longestMs: number;
  warn: (message: string) => void;
  /** Replaces the connection after it met SQLITE_BUSY, before the next transaction may use it. */
  renew: () => Promise<void>;
}

/** A transaction on the kept connection: COMMIT or ROLLBACK ends it and gives the turn on; so does overrunning `longestMs`. */
function keptConnectionTransaction(
  connection: Connection,
  { end, longestMs, warn, renew }: TransactionEnd
): Transaction {
  let open = true;
  let busy = false;
  const finish = async () => {
    open = false;
    clearTimeout(watchdog);
    try {
      if (busy) await renew().catch(() => {});
    } finally {
      end();
    }
  };
  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    if (!open)
      throw Object.assign(new Error("The transaction is closed"), {
        code: "TRANSACTION_CLOSED",
      });
    try {
      return await work();
    } catch (error) {
      if (isBusy(error)) busy = true;
      throw error;
    }
  };
  const watchdog = setTimeout(() => {
    if (!open) return;
    warn(`A database transaction stayed open for ${longestMs} ms: rolled back`);
    open = false;
    void connection
      .execute("ROLLBACK")
      .catch(() => {})
      .finally(finish);
  }, longestMs);
  watchdog.unref();
  const transaction: Transaction = {
    execute: (stmt: InStatement): Promise<ResultSet> =>
      run(() => connection.execute(stmt)),
    async batch(stmts: InStatement[]): Promise<ResultSet[]> {
      const results: ResultSet[] = [];
      for (const stmt of stmts)
        results.push(await run(() => connection.execute(stmt)));
      return results;
    },
    executeMultiple: (sql: string): Promise<void> =>
      run(() => connection.executeMultiple(sql)),
    async commit(): Promise<void> {
      // A failed COMMIT leaves the transaction open: the caller rolls it back, which ends the turn.
      await run(() => connection.execute("COMMIT"));
      await finish();
    },
    async rollback(): Promise<void> {
      if (!open) return;
      try {
        await connection.execute("ROLLBACK");
      } catch {
        // SQLite may have rolled it back itself (after SQLITE_FULL, SQLITE_IOERR): nothing is left to undo.
      } finally {
        await finish();
      }
    },
    close(): void {
      if (open) void transaction.rollback();
    },
    get closed(): boolean {
      return !open;
    },
  };
  return transaction;
}

/** The sqlite adapter's client, once connected. */
interface ConnectedSqlite {
  client?: Client;
  connect?: (options?: { hotReload?: boolean }) => Promise<void>;
}

/**
 * Payload's sqlite adapter with its client shared safely (`shareOneFile`)
 * from the moment it connects, before migrations run.
 */
export function withOneWriter(
  adapter: SqliteAdapterResult,
  url: string,
  settings: OneWriterSettings
): SqliteAdapterResult {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args) as ReturnType<SqliteAdapterResult["init"]> &
        ConnectedSqlite;
      const connect = db.connect;
      if (connect) {
        db.connect = async function (
          this: ConnectedSqlite,
          options?: { hotReload?: boolean }
        ) {
          await connect.call(this, options);
          if (this.client)
            await shareOneFile(this.client, url, {
              warn: (message) => args.payload.logger.warn(message),
              ...settings,
            });
        };
      }
      return db;
    },
  };
}
