import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`progress_summaries\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`customer_id\` text(36) NOT NULL,
  	\`summary\` text NOT NULL,
  	\`source\` text NOT NULL,
  	\`checkin_count\` numeric NOT NULL,
  	\`period_start\` text NOT NULL,
  	\`period_end\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`progress_summaries_customer_idx\` ON \`progress_summaries\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`progress_summaries_updated_at_idx\` ON \`progress_summaries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`progress_summaries_created_at_idx\` ON \`progress_summaries\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`progress_summaries_id\` text(36) REFERENCES progress_summaries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_progress_summaries_id_idx\` ON \`payload_locked_documents_rels\` (\`progress_summaries_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`progress_summaries\`;`)
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
  	\`checkins_id\` text(36),
  	\`assessments_id\` text(36),
  	\`payments_id\` text(36),
  	\`payment_events_id\` text(36),
  	\`checkout_sessions_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sessions_id\`) REFERENCES \`sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`auth_codes_id\`) REFERENCES \`auth_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notifications_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`checkins_id\`) REFERENCES \`checkins\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`assessments_id\`) REFERENCES \`assessments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_events_id\`) REFERENCES \`payment_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`checkout_sessions_id\`) REFERENCES \`checkout_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "customers_id", "sessions_id", "auth_codes_id", "notifications_id", "checkins_id", "assessments_id", "payments_id", "payment_events_id", "checkout_sessions_id") SELECT "id", "order", "parent_id", "path", "users_id", "customers_id", "sessions_id", "auth_codes_id", "notifications_id", "checkins_id", "assessments_id", "payments_id", "payment_events_id", "checkout_sessions_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_checkins_id_idx\` ON \`payload_locked_documents_rels\` (\`checkins_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_assessments_id_idx\` ON \`payload_locked_documents_rels\` (\`assessments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_checkout_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`checkout_sessions_id\`);`)
}
