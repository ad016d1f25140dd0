import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`library_items\` ADD \`reviewer_role\` text;`)
  await db.run(sql`ALTER TABLE \`library_items\` ADD \`reviewer_name\` text;`)
  await db.run(sql`ALTER TABLE \`_library_items_v\` ADD \`version_reviewer_role\` text;`)
  await db.run(sql`ALTER TABLE \`_library_items_v\` ADD \`version_reviewer_name\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`library_items\` DROP COLUMN \`reviewer_role\`;`)
  await db.run(sql`ALTER TABLE \`library_items\` DROP COLUMN \`reviewer_name\`;`)
  await db.run(sql`ALTER TABLE \`_library_items_v\` DROP COLUMN \`version_reviewer_role\`;`)
  await db.run(sql`ALTER TABLE \`_library_items_v\` DROP COLUMN \`version_reviewer_name\`;`)
}
