import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`checkins\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`customer_id\` text(36) NOT NULL,
  	\`date\` text NOT NULL,
  	\`energy_level\` numeric NOT NULL,
  	\`sleep_quality\` numeric NOT NULL,
  	\`stress_level\` numeric NOT NULL,
  	\`mood\` numeric NOT NULL,
  	\`journal_entry\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`checkins_customer_idx\` ON \`checkins\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`checkins_date_idx\` ON \`checkins\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`checkins_updated_at_idx\` ON \`checkins\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`checkins_created_at_idx\` ON \`checkins\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_date_idx\` ON \`checkins\` (\`customer_id\`,\`date\`);`)
  await db.run(sql`CREATE TABLE \`assessments\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`customer_id\` text(36) NOT NULL,
  	\`assessment_type\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`is_baseline\` integer DEFAULT false,
  	\`version\` text,
  	\`responses\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`assessments_customer_idx\` ON \`assessments\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`assessments_updated_at_idx\` ON \`assessments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`assessments_created_at_idx\` ON \`assessments\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_completed_at_idx\` ON \`assessments\` (\`customer_id\`,\`completed_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`checkins_id\` text(36) REFERENCES checkins(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`assessments_id\` text(36) REFERENCES assessments(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_checkins_id_idx\` ON \`payload_locked_documents_rels\` (\`checkins_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_assessments_id_idx\` ON \`payload_locked_documents_rels\` (\`assessments_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`checkins\`;`)
  await db.run(sql`DROP TABLE \`assessments\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` text(36),
  	\`customers_id\` text(36),
  	\`sessions_id\` text(36),
  	\`auth_codes_id\` text(36),
  	\`notifications_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sessions_id\`) REFERENCES \`sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`auth_codes_id\`) REFERENCES \`auth_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notifications_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "customers_id", "sessions_id", "auth_codes_id", "notifications_id") SELECT "id", "order", "parent_id", "path", "users_id", "customers_id", "sessions_id", "auth_codes_id", "notifications_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`notifications_id\`);`)
}
