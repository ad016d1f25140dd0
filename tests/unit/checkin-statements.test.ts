import type { Client, InStatement } from "@libsql/client";
import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { submitCheckin } from "~/services/checkins/submit-checkin.server";

import { shareOneFile } from "../../cms/sqliteOneWriter";
import { localPayload } from "../support/local-payload";

/**
 * What a check-in submit costs the database (issue 53 item 3), counted on
 * the driver: every statement on both SQLite connections, BEGIN and COMMIT
 * included. `CHECKIN_STATEMENTS=print` prints them (docs/PERFORMANCE.md).
 */
let payload: Payload;
let close: () => Promise<void>;
let statements: string[] = [];

const sqlOf = (stmt: InStatement) =>
  typeof stmt === "string" ? stmt : stmt.sql;

function countOn(connection: Pick<Client, "execute">): void {
  const execute = connection.execute.bind(connection) as (
    stmt: InStatement,
    args?: unknown
  ) => ReturnType<Client["execute"]>;
  connection.execute = ((stmt: InStatement, args?: unknown) => {
    statements.push(sqlOf(stmt).replace(/\s+/g, " ").trim());
    return execute(stmt, args);
  }) as Client["execute"];
}

beforeAll(async () => {
  ({ payload, close } = await localPayload());
  const client = (payload.db as unknown as { client: Client }).client;
  const { transactions } = await shareOneFile(client, "", {
    busyTimeoutMs: 5000,
    synchronous: "NORMAL",
  });
  countOn(client);
  countOn(transactions);
}, 120_000);

afterAll(async () => {
  await close?.();
});

async function customer(): Promise<string> {
  const doc = await payload.db.create({
    collection: "customers",
    data: {
      name: "Statement Count",
      email: `count-${Math.random().toString(36).slice(2)}@example.com`,
      tier: "base",
    },
  });
  return String(doc.id);
}

const answers = {
  energy_level: 6,
  sleep_quality: 7,
  stress_level: 4,
  mood: 8,
  journal_entry: "A calm day.",
};

async function counted(work: () => Promise<unknown>): Promise<string[]> {
  statements = [];
  await work();
  const seen = statements;
  statements = [];
  if (process.env.CHECKIN_STATEMENTS === "print")
    console.log(
      `${seen.length} statements:\n${seen
        .map((s) => `  ${s.slice(0, 160)}`)
        .join("\n")}`
    );
  return seen;
}

describe("a check-in submit, statement by statement", () => {
  it("writes a new day in one transaction: no document-lock look-ups, one update of her figures", async () => {
    const id = await customer();
    await submitCheckin(payload, id, { date: "2026-11-20", ...answers });
    const seen = await counted(() =>
      submitCheckin(payload, id, { date: "2026-11-21", ...answers })
    );
    expect(seen.filter((s) => /^BEGIN/i.test(s))).toHaveLength(1);
    expect(seen.filter((s) => /^COMMIT/i.test(s))).toHaveLength(1);
    expect(seen.filter((s) => /payload_locked_documents/.test(s))).toEqual([]);
    expect(seen.filter((s) => /^update "customers"/i.test(s))).toHaveLength(1);
    // SQLite's write lock, taken by BEGIN IMMEDIATE, is her turn: no lease row written and deleted around it.
    expect(seen.filter((s) => /"leases"/.test(s))).toEqual([]);
    expect(seen.length).toBeLessThanOrEqual(7);
    const figures = await payload.findByID({
      collection: "customers",
      id,
      depth: 0,
      overrideAccess: true,
    });
    expect(figures).toMatchObject({
      checkin_count: 2,
      checkin_run_length: 2,
      checkin_run_latest: "2026-11-21",
    });
  });

  it("changes the same day in one transaction with one update of her figures", async () => {
    const id = await customer();
    await submitCheckin(payload, id, { date: "2026-11-21", ...answers });
    const seen = await counted(() =>
      submitCheckin(payload, id, { date: "2026-11-21", ...answers, mood: 3 })
    );
    expect(seen.filter((s) => /^BEGIN/i.test(s))).toHaveLength(1);
    expect(seen.filter((s) => /payload_locked_documents/.test(s))).toEqual([]);
    expect(seen.filter((s) => /^update "customers"/i.test(s))).toHaveLength(1);
    expect(seen.filter((s) => /"leases"/.test(s))).toEqual([]);
    // Her check-in is changed by one UPDATE scoped to her id and its own, with no SELECT of its id first.
    expect(seen.filter((s) => /^select "id" from "checkins"/i.test(s))).toEqual([]);
    expect(seen.filter((s) => /^update "checkins" .* where \("checkins"\."customer_id" = \? and "checkins"\."id" = \?\)/i.test(s))).toHaveLength(1);
    expect(seen.length).toBeLessThanOrEqual(5);
    const { docs } = await payload.find({
      collection: "checkins",
      where: { customer: { equals: id } },
      depth: 0,
      overrideAccess: true,
    });
    expect(docs).toMatchObject([{ date: "2026-11-21", mood: 3 }]);
  });
});
