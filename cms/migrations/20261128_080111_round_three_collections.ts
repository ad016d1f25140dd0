import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`leases\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`owner\` text NOT NULL,
  	\`expires_at\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`leases_key_idx\` ON \`leases\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`leases_expires_at_idx\` ON \`leases\` (\`expires_at\`);`)
  await db.run(sql`CREATE TABLE \`flushes\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`customer_id\` text(36) NOT NULL,
  	\`occurred_at\` text NOT NULL,
  	\`severity\` text NOT NULL,
  	\`kind\` text DEFAULT 'flush' NOT NULL,
  	\`triggers\` text,
  	\`client_id\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`flushes_updated_at_idx\` ON \`flushes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`flushes_created_at_idx\` ON \`flushes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_occurred_at_idx\` ON \`flushes\` (\`customer_id\`,\`occurred_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_client_id_idx\` ON \`flushes\` (\`customer_id\`,\`client_id\`);`)
  await db.run(sql`DROP INDEX \`customer_data_type_night_idx\`;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` ADD \`bedtime\` text;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` ADD \`asleep_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` ADD \`in_bed_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` ADD \`deep_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` ADD \`light_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` ADD \`rem_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` ADD \`awake_minutes\` numeric;`)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_data_type_night_source_idx\` ON \`wearable_data\` (\`customer_id\`,\`data_type\`,\`night\`,\`source\`);`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`support_region\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`leases_id\` text(36) REFERENCES leases(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`flushes_id\` text(36) REFERENCES flushes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leases_id_idx\` ON \`payload_locked_documents_rels\` (\`leases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_flushes_id_idx\` ON \`payload_locked_documents_rels\` (\`flushes_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`leases\`;`)
  await db.run(sql`DROP TABLE \`flushes\`;`)
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
  	\`consent_records_id\` text(36),
  	\`progress_summaries_id\` text(36),
  	\`meal_plans_id\` text(36),
  	\`meal_plan_recipes_id\` text(36),
  	\`media_id\` text(36),
  	\`distributions_id\` text(36),
  	\`audit_log_id\` text(36),
  	\`food_logs_id\` text(36),
  	\`wearable_data_id\` text(36),
  	\`shopping_lists_id\` text(36),
  	\`budgets_id\` text(36),
  	\`food_preferences_id\` text(36),
  	\`library_items_id\` text(36),
  	\`library_files_id\` text(36),
  	\`library_ratings_id\` text(36),
  	\`library_rating_totals_id\` text(36),
  	\`rate_limits_id\` text(36),
  	\`job_claims_id\` text(36),
  	\`password_resets_id\` text(36),
  	\`reminder_settings_id\` text(36),
  	\`push_subscriptions_id\` text(36),
  	\`outbox_id\` text(36),
  	\`treatments_id\` text(36),
  	\`bleeding_logs_id\` text(36),
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
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`progress_summaries_id\`) REFERENCES \`progress_summaries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`meal_plans_id\`) REFERENCES \`meal_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`meal_plan_recipes_id\`) REFERENCES \`meal_plan_recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`distributions_id\`) REFERENCES \`distributions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`food_logs_id\`) REFERENCES \`food_logs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`wearable_data_id\`) REFERENCES \`wearable_data\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shopping_lists_id\`) REFERENCES \`shopping_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`budgets_id\`) REFERENCES \`budgets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`food_preferences_id\`) REFERENCES \`food_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`library_items_id\`) REFERENCES \`library_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`library_files_id\`) REFERENCES \`library_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`library_ratings_id\`) REFERENCES \`library_ratings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`library_rating_totals_id\`) REFERENCES \`library_rating_totals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_claims_id\`) REFERENCES \`job_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`password_resets_id\`) REFERENCES \`password_resets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reminder_settings_id\`) REFERENCES \`reminder_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`push_subscriptions_id\`) REFERENCES \`push_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`treatments_id\`) REFERENCES \`treatments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bleeding_logs_id\`) REFERENCES \`bleeding_logs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "customers_id", "sessions_id", "auth_codes_id", "notifications_id", "checkins_id", "assessments_id", "payments_id", "payment_events_id", "checkout_sessions_id", "consent_records_id", "progress_summaries_id", "meal_plans_id", "meal_plan_recipes_id", "media_id", "distributions_id", "audit_log_id", "food_logs_id", "wearable_data_id", "shopping_lists_id", "budgets_id", "food_preferences_id", "library_items_id", "library_files_id", "library_ratings_id", "library_rating_totals_id", "rate_limits_id", "job_claims_id", "password_resets_id", "reminder_settings_id", "push_subscriptions_id", "outbox_id", "treatments_id", "bleeding_logs_id") SELECT "id", "order", "parent_id", "path", "users_id", "customers_id", "sessions_id", "auth_codes_id", "notifications_id", "checkins_id", "assessments_id", "payments_id", "payment_events_id", "checkout_sessions_id", "consent_records_id", "progress_summaries_id", "meal_plans_id", "meal_plan_recipes_id", "media_id", "distributions_id", "audit_log_id", "food_logs_id", "wearable_data_id", "shopping_lists_id", "budgets_id", "food_preferences_id", "library_items_id", "library_files_id", "library_ratings_id", "library_rating_totals_id", "rate_limits_id", "job_claims_id", "password_resets_id", "reminder_settings_id", "push_subscriptions_id", "outbox_id", "treatments_id", "bleeding_logs_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_progress_summaries_id_idx\` ON \`payload_locked_documents_rels\` (\`progress_summaries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_meal_plans_id_idx\` ON \`payload_locked_documents_rels\` (\`meal_plans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_meal_plan_recipes_id_idx\` ON \`payload_locked_documents_rels\` (\`meal_plan_recipes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_distributions_id_idx\` ON \`payload_locked_documents_rels\` (\`distributions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_food_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`food_logs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_wearable_data_id_idx\` ON \`payload_locked_documents_rels\` (\`wearable_data_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shopping_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`shopping_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_budgets_id_idx\` ON \`payload_locked_documents_rels\` (\`budgets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_food_preferences_id_idx\` ON \`payload_locked_documents_rels\` (\`food_preferences_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_library_items_id_idx\` ON \`payload_locked_documents_rels\` (\`library_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_library_files_id_idx\` ON \`payload_locked_documents_rels\` (\`library_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_library_ratings_id_idx\` ON \`payload_locked_documents_rels\` (\`library_ratings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_library_rating_totals_id_idx\` ON \`payload_locked_documents_rels\` (\`library_rating_totals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`job_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_password_resets_id_idx\` ON \`payload_locked_documents_rels\` (\`password_resets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reminder_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`reminder_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_push_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`push_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_treatments_id_idx\` ON \`payload_locked_documents_rels\` (\`treatments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bleeding_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`bleeding_logs_id\`);`)
  await db.run(sql`DROP INDEX \`customer_data_type_night_source_idx\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_data_type_night_idx\` ON \`wearable_data\` (\`customer_id\`,\`data_type\`,\`night\`);`)
  await db.run(sql`ALTER TABLE \`wearable_data\` DROP COLUMN \`bedtime\`;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` DROP COLUMN \`asleep_minutes\`;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` DROP COLUMN \`in_bed_minutes\`;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` DROP COLUMN \`deep_minutes\`;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` DROP COLUMN \`light_minutes\`;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` DROP COLUMN \`rem_minutes\`;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` DROP COLUMN \`awake_minutes\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`support_region\`;`)
}
