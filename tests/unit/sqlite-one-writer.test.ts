import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { createClient, type Client } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { shareOneFile, WriteTurnTimeout } from "../../cms/sqliteOneWriter";

/**
 * The SQLite connection rules of decision 0035, on a real database file:
 * every connection with the busy timeout, transactions on one kept
 * connection, one writer at a time in the process, and another process's
 * write lock waited for rather than failed on.
 */
const ROOT = path.resolve(import.meta.dirname, "..", "..");
let dir: string;
let url: string;
let client: Client;

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "one-writer-"));
  url = `file:${path.join(dir, "test.db")}`;
  client = createClient({ url });
  await client.execute("PRAGMA journal_mode = WAL");
  await client.execute(
    "CREATE TABLE figures (id TEXT PRIMARY KEY, n INTEGER NOT NULL)"
  );
  await client.execute("INSERT INTO figures (id, n) VALUES ('her', 0)");
});

afterEach(() => {
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

const settings = { busyTimeoutMs: 5000, synchronous: "NORMAL" as const };
const figure = async (c: Client = client) =>
  Number(
    (await c.execute("SELECT n FROM figures WHERE id = 'her'")).rows[0]!.n
  );
const openDescriptors = () => readdirSync("/proc/self/fd").length;

/** Another process that holds the write lock for `holdMs`, then commits n = 100; resolves once it holds the lock. */
function otherProcessHoldingTheLock(holdMs: number): {
  locked: Promise<void>;
  done: Promise<number>;
} {
  const script = `
    const { createClient } = require('@libsql/client')
    const c = createClient({ url: ${JSON.stringify(url)} })
    ;(async () => {
      await c.execute('BEGIN IMMEDIATE')
      await c.execute("UPDATE figures SET n = 100 WHERE id = 'her'")
      process.stdout.write('locked\\n')
      await new Promise((r) => setTimeout(r, ${holdMs}))
      await c.execute('COMMIT')
      c.close()
    })()
  `;
  const child = spawn(process.execPath, ["-e", script], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const locked = new Promise<void>((resolve) =>
    child.stdout!.on(
      "data",
      (chunk) => String(chunk).includes("locked") && resolve()
    )
  );
  const done = new Promise<number>((resolve) =>
    child.on("exit", (code) => resolve(code ?? -1))
  );
  return { locked, done };
}

describe("one SQLite file shared safely", () => {
  it("sets the busy timeout and synchronous NORMAL on every connection, and keeps them after transactions", async () => {
    const { transactions } = await shareOneFile(client, url, settings);
    for (let i = 0; i < 3; i++) {
      const tx = await client.transaction("write");
      expect((await tx.execute("PRAGMA busy_timeout")).rows[0]).toMatchObject({
        timeout: 5000,
      });
      expect((await tx.execute("PRAGMA synchronous")).rows[0]).toMatchObject({
        synchronous: 1,
      });
      await tx.commit();
    }
    for (const connection of [client, transactions]) {
      expect(
        (await connection.execute("PRAGMA busy_timeout")).rows[0]
      ).toMatchObject({ timeout: 5000 });
      expect(
        (await connection.execute("PRAGMA synchronous")).rows[0]
      ).toMatchObject({ synchronous: 1 });
    }
  });

  it("opens no connection per transaction (the plain client opens one each time)", async () => {
    const plain = createClient({ url });
    const before = openDescriptors();
    for (let i = 0; i < 50; i++) {
      const tx = await plain.transaction("write");
      await tx.commit();
    }
    // The control: the client as shipped leaves a connection (database and WAL files) behind per transaction.
    expect(openDescriptors() - before).toBeGreaterThanOrEqual(50);
    plain.close();

    await shareOneFile(client, url, settings);
    const kept = openDescriptors();
    for (let i = 0; i < 200; i++) {
      const tx = await client.transaction("write");
      await tx.execute("UPDATE figures SET n = n + 1 WHERE id = 'her'");
      await tx.commit();
    }
    expect(openDescriptors() - kept).toBeLessThan(5);
    expect(await figure()).toBe(200);
  });

  it("runs two transactions of one process one after the other, neither failing", async () => {
    await shareOneFile(client, url, settings);
    const order: string[] = [];
    const unit = async (name: string) => {
      const tx = await client.transaction("write");
      // The transaction begins, and takes this process's turn, at its first statement.
      const n = Number(
        (await tx.execute("SELECT n FROM figures WHERE id = 'her'")).rows[0]!.n
      );
      order.push(`${name} begins`);
      await new Promise((r) => setTimeout(r, 30));
      await tx.execute({
        sql: "UPDATE figures SET n = ? WHERE id = 'her'",
        args: [n + 1],
      });
      await tx.commit();
      order.push(`${name} commits`);
    };
    await Promise.all([unit("a"), unit("b"), unit("c")]);
    // Read-then-write inside each: had they overlapped, one increment would be lost.
    expect(await figure()).toBe(3);
    expect(order).toEqual([
      "a begins",
      "a commits",
      "b begins",
      "b commits",
      "c begins",
      "c commits",
    ]);
  });

  it("makes a write outside a transaction wait for it, and lets a read through at once", async () => {
    await shareOneFile(client, url, settings);
    const tx = await client.transaction("write");
    await tx.execute("UPDATE figures SET n = 5 WHERE id = 'her'");
    let written = false;
    const write = client
      .execute("UPDATE figures SET n = n + 1 WHERE id = 'her'")
      .then(() => (written = true));
    // The read sees the last commit, not the open transaction, and does not wait.
    expect(await figure()).toBe(0);
    await new Promise((r) => setTimeout(r, 50));
    expect(written).toBe(false);
    await tx.commit();
    await write;
    expect(await figure()).toBe(6);
  });

  it("leaves nothing of a transaction rolled back", async () => {
    await shareOneFile(client, url, settings);
    const tx = await client.transaction("write");
    await tx.execute("UPDATE figures SET n = 9 WHERE id = 'her'");
    await tx.execute("INSERT INTO figures (id, n) VALUES ('another', 1)");
    await tx.rollback();
    expect(await figure()).toBe(0);
    expect(
      (await client.execute("SELECT count(*) AS c FROM figures")).rows[0]
    ).toMatchObject({ c: 1 });
    await expect(tx.execute("SELECT 1")).rejects.toThrow(/closed/);
  });

  it("waits for another process's write lock within the busy timeout, and commits after it", async () => {
    await shareOneFile(client, url, settings);
    const other = otherProcessHoldingTheLock(300);
    await other.locked;
    const started = Date.now();
    const tx = await client.transaction("write");
    await tx.execute("UPDATE figures SET n = n + 1 WHERE id = 'her'");
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    await tx.commit();
    expect(await other.done).toBe(0);
    expect(await figure()).toBe(101);
  });

  it("fails at once on another process's write lock with no busy timeout (the control)", async () => {
    await shareOneFile(client, url, {
      busyTimeoutMs: 0,
      synchronous: "NORMAL",
    });
    const other = otherProcessHoldingTheLock(300);
    await other.locked;
    const failed = await client.transaction("write");
    await expect(failed.execute("UPDATE figures SET n = n + 1 WHERE id = 'her'")).rejects.toThrow(
      /SQLITE_BUSY|locked/i
    );
    await failed.rollback();
    expect(await other.done).toBe(0);
    // The failed BEGIN gave its turn back, and its connection (which libsql leaves unable to commit after SQLITE_BUSY) was replaced.
    const tx = await client.transaction("write");
    await tx.execute("UPDATE figures SET n = n + 1 WHERE id = 'her'");
    await tx.commit();
    expect(await figure()).toBe(101);
  });

  it("keeps writing outside transactions after one met another process's lock", async () => {
    await shareOneFile(client, url, {
      busyTimeoutMs: 0,
      synchronous: "NORMAL",
    });
    const other = otherProcessHoldingTheLock(200);
    await other.locked;
    await expect(
      client.execute("UPDATE figures SET n = n + 1 WHERE id = 'her'")
    ).rejects.toThrow(/SQLITE_BUSY/);
    expect(await other.done).toBe(0);
    await client.execute("UPDATE figures SET n = n + 1 WHERE id = 'her'");
    const tx = await client.transaction("write");
    await tx.execute("UPDATE figures SET n = n + 1 WHERE id = 'her'");
    await tx.commit();
    expect(await figure()).toBe(102);
    expect((await client.execute("PRAGMA busy_timeout")).rows[0]).toMatchObject(
      { timeout: 0 }
    );
  });

  it("rolls back a transaction left open too long and lets the next writer in", async () => {
    const warnings: string[] = [];
    await shareOneFile(client, url, {
      ...settings,
      longestTransactionMs: 100,
      warn: (m) => warnings.push(m),
    });
    const forgotten = await client.transaction("write");
    await forgotten.execute("UPDATE figures SET n = 50 WHERE id = 'her'");
    await client.execute("UPDATE figures SET n = n + 1 WHERE id = 'her'");
    expect(await figure()).toBe(1);
    expect(warnings).toEqual([
      "A database transaction stayed open for 100 ms: rolled back",
    ]);
    await expect(forgotten.commit()).rejects.toThrow(/closed/);
  });

  it("lets a write outside a transaction through while that transaction has run no statement yet (Payload's forgot-password reserves first)", async () => {
    await shareOneFile(client, url, { ...settings, turnTimeoutMs: 100 });
    const tx = await client.transaction("write");
    await client.execute("UPDATE figures SET n = 5 WHERE id = 'her'");
    await tx.execute("UPDATE figures SET n = n + 1 WHERE id = 'her'");
    await tx.commit();
    expect(await figure()).toBe(6);
  });

  it("fails a write whose turn does not come in time, and keeps the queue moving", async () => {
    await shareOneFile(client, url, { ...settings, turnTimeoutMs: 100 });
    const tx = await client.transaction("write");
    await tx.execute("SELECT n FROM figures WHERE id = 'her'");
    await expect(
      client.execute("UPDATE figures SET n = 7 WHERE id = 'her'")
    ).rejects.toBeInstanceOf(WriteTurnTimeout);
    await tx.commit();
    await client.execute("UPDATE figures SET n = 8 WHERE id = 'her'");
    expect(await figure()).toBe(8);
  });
});
