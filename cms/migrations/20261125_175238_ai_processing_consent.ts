import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`customers\` ADD \`ai_processing_declined_at\` text;`)
  await db.run(sql`ALTER TABLE \`consent_records\` ADD \`include_journal\` integer;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`ai_processing_declined_at\`;`)
  await db.run(sql`ALTER TABLE \`consent_records\` DROP COLUMN \`include_journal\`;`)
}
