import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`library_state_starter_review\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item_id\` text(36),
  	\`key\` text NOT NULL,
  	\`listed_on\` text NOT NULL,
  	\`changes\` text NOT NULL,
  	FOREIGN KEY (\`item_id\`) REFERENCES \`library_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`library_state\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`library_state_starter_review_order_idx\` ON \`library_state_starter_review\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`library_state_starter_review_parent_id_idx\` ON \`library_state_starter_review\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`library_state_starter_review_item_idx\` ON \`library_state_starter_review\` (\`item_id\`);`)
  await db.run(sql`ALTER TABLE \`library_items\` ADD \`slug\` text;`)
  await db.run(sql`ALTER TABLE \`library_items\` ADD \`reviewed_on\` text;`)
  await db.run(sql`ALTER TABLE \`library_items\` ADD \`review_interval_months\` text DEFAULT '12';`)
  await db.run(sql`ALTER TABLE \`library_items\` ADD \`review_due_on\` text;`)
  await db.run(sql`CREATE INDEX \`library_items_slug_idx\` ON \`library_items\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`library_items_review_due_on_idx\` ON \`library_items\` (\`review_due_on\`);`)
  await db.run(sql`ALTER TABLE \`_library_items_v\` ADD \`version_slug\` text;`)
  await db.run(sql`ALTER TABLE \`_library_items_v\` ADD \`version_reviewed_on\` text;`)
  await db.run(sql`ALTER TABLE \`_library_items_v\` ADD \`version_review_interval_months\` text DEFAULT '12';`)
  await db.run(sql`ALTER TABLE \`_library_items_v\` ADD \`version_review_due_on\` text;`)
  await db.run(sql`CREATE INDEX \`_library_items_v_version_version_slug_idx\` ON \`_library_items_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_library_items_v_version_version_review_due_on_idx\` ON \`_library_items_v\` (\`version_review_due_on\`);`)
  await db.run(sql`ALTER TABLE \`library_state\` ADD \`starter_version\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`library_state_starter_review\`;`)
  await db.run(sql`DROP INDEX \`library_items_slug_idx\`;`)
  await db.run(sql`DROP INDEX \`library_items_review_due_on_idx\`;`)
  await db.run(sql`ALTER TABLE \`library_items\` DROP COLUMN \`slug\`;`)
  await db.run(sql`ALTER TABLE \`library_items\` DROP COLUMN \`reviewed_on\`;`)
  await db.run(sql`ALTER TABLE \`library_items\` DROP COLUMN \`review_interval_months\`;`)
  await db.run(sql`ALTER TABLE \`library_items\` DROP COLUMN \`review_due_on\`;`)
  await db.run(sql`DROP INDEX \`_library_items_v_version_version_slug_idx\`;`)
  await db.run(sql`DROP INDEX \`_library_items_v_version_version_review_due_on_idx\`;`)
  await db.run(sql`ALTER TABLE \`_library_items_v\` DROP COLUMN \`version_slug\`;`)
  await db.run(sql`ALTER TABLE \`_library_items_v\` DROP COLUMN \`version_reviewed_on\`;`)
  await db.run(sql`ALTER TABLE \`_library_items_v\` DROP COLUMN \`version_review_interval_months\`;`)
  await db.run(sql`ALTER TABLE \`_library_items_v\` DROP COLUMN \`version_review_due_on\`;`)
  await db.run(sql`ALTER TABLE \`library_state\` DROP COLUMN \`starter_version\`;`)
}
