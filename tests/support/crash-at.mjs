/**
 * Loaded only by tests/api/crash.test.ts into a test server's process
 * (NODE_OPTIONS=--import), never imported by the app nor part of its build,
 * so no setting can turn it on in production: kills the process (SIGKILL, as
 * `kill -9` does: no handler, no cleanup) just before SQLite prepares the
 * statement matching CRASH_AT_SQL for the CRASH_AT_SQL_NTH time (default 1).
 * A chosen point inside a write: after the check-in's INSERT and before the
 * UPDATE of her figures, both in one transaction.
 */
import { createRequire } from "node:module";

const pattern = process.env.CRASH_AT_SQL
  ? new RegExp(process.env.CRASH_AT_SQL, "i")
  : null;
if (pattern) {
  const require = createRequire(import.meta.url);
  // The same module instance @libsql/client loads (node_modules/libsql).
  const Database = require("libsql");
  let left = Number(process.env.CRASH_AT_SQL_NTH ?? "1");
  const prepare = Database.prototype.prepare;
  Database.prototype.prepare = function (sql) {
    if (pattern.test(sql) && --left === 0) {
      process.stderr.write(`crash-at: killed before ${sql.slice(0, 60)}\n`);
      process.kill(process.pid, "SIGKILL");
      // The signal is not caught; nothing after this line runs.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10_000);
    }
    return prepare.call(this, sql);
  };
}
