import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`shopping_lists_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`quantity\` text NOT NULL,
  	\`category\` text DEFAULT 'Other' NOT NULL,
  	\`completed\` integer DEFAULT false NOT NULL,
  	\`estimated_price\` numeric NOT NULL,
  	\`pack\` text,
  	\`price_basis\` text DEFAULT 'table',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shopping_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shopping_lists_items_order_idx\` ON \`shopping_lists_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shopping_lists_items_parent_id_idx\` ON \`shopping_lists_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shopping_lists\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`customer_id\` text(36) NOT NULL,
  	\`meal_plan_id\` text(36),
  	\`total_estimated_cost\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meal_plan_id\`) REFERENCES \`meal_plans\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`shopping_lists_customer_idx\` ON \`shopping_lists\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`shopping_lists_meal_plan_idx\` ON \`shopping_lists\` (\`meal_plan_id\`);`)
  await db.run(sql`CREATE INDEX \`shopping_lists_updated_at_idx\` ON \`shopping_lists\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`shopping_lists_created_at_idx\` ON \`shopping_lists\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_createdAt_1_idx\` ON \`shopping_lists\` (\`customer_id\`,\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`budgets\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`customer_id\` text(36) NOT NULL,
  	\`weekly_budget\` numeric DEFAULT 0 NOT NULL,
  	\`current_spent\` numeric DEFAULT 0 NOT NULL,
  	\`week_start\` text NOT NULL,
  	\`add_ticked_items\` integer DEFAULT false NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`budgets_customer_idx\` ON \`budgets\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`budgets_updated_at_idx\` ON \`budgets\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`budgets_created_at_idx\` ON \`budgets\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`shopping_lists_id\` text(36) REFERENCES shopping_lists(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`budgets_id\` text(36) REFERENCES budgets(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shopping_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`shopping_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_budgets_id_idx\` ON \`payload_locked_documents_rels\` (\`budgets_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`shopping_lists_items\`;`)
  await db.run(sql`DROP TABLE \`shopping_lists\`;`)
  await db.run(sql`DROP TABLE \`budgets\`;`)
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
  	\`progress_summaries_id\` text(36),
  	\`meal_plans_id\` text(36),
  	\`media_id\` text(36),
  	\`distributions_id\` text(36),
  	\`audit_log_id\` text(36),
  	\`food_logs_id\` text(36),
  	\`wearable_data_id\` text(36),
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
  	FOREIGN KEY (\`checkout_sessions_id\`) REFERENCES \`checkout_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`progress_summaries_id\`) REFERENCES \`progress_summaries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`meal_plans_id\`) REFERENCES \`meal_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`distributions_id\`) REFERENCES \`distributions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`food_logs_id\`) REFERENCES \`food_logs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`wearable_data_id\`) REFERENCES \`wearable_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "customers_id", "sessions_id", "auth_codes_id", "notifications_id", "checkins_id", "assessments_id", "payments_id", "payment_events_id", "checkout_sessions_id", "progress_summaries_id", "meal_plans_id", "media_id", "distributions_id", "audit_log_id", "food_logs_id", "wearable_data_id") SELECT "id", "order", "parent_id", "path", "users_id", "customers_id", "sessions_id", "auth_codes_id", "notifications_id", "checkins_id", "assessments_id", "payments_id", "payment_events_id", "checkout_sessions_id", "progress_summaries_id", "meal_plans_id", "media_id", "distributions_id", "audit_log_id", "food_logs_id", "wearable_data_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_progress_summaries_id_idx\` ON \`payload_locked_documents_rels\` (\`progress_summaries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_meal_plans_id_idx\` ON \`payload_locked_documents_rels\` (\`meal_plans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_distributions_id_idx\` ON \`payload_locked_documents_rels\` (\`distributions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_food_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`food_logs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_wearable_data_id_idx\` ON \`payload_locked_documents_rels\` (\`wearable_data_id\`);`)
}
