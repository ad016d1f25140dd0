import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`rate_limits\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`reset_at\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`rate_limits_key_idx\` ON \`rate_limits\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`rate_limits_reset_at_idx\` ON \`rate_limits\` (\`reset_at\`);`)
  await db.run(sql`CREATE TABLE \`job_claims\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`claimed_at\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`job_claims_key_idx\` ON \`job_claims\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`job_claims_claimed_at_idx\` ON \`job_claims\` (\`claimed_at\`);`)
  await db.run(sql`CREATE TABLE \`password_resets\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`customer_id\` text(36) NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`used_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`password_resets_token_hash_idx\` ON \`password_resets\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`password_resets_expires_at_idx\` ON \`password_resets\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`password_resets_updated_at_idx\` ON \`password_resets\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`password_resets_created_at_idx\` ON \`password_resets\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_createdAt_2_idx\` ON \`password_resets\` (\`customer_id\`,\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`reminder_settings_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text(36) NOT NULL,
  	\`value\` text,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`reminder_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reminder_settings_days_order_idx\` ON \`reminder_settings_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`reminder_settings_days_parent_idx\` ON \`reminder_settings_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`reminder_settings_channels\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text(36) NOT NULL,
  	\`value\` text,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`reminder_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reminder_settings_channels_order_idx\` ON \`reminder_settings_channels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`reminder_settings_channels_parent_idx\` ON \`reminder_settings_channels\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`reminder_settings\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`customer_id\` text(36) NOT NULL,
  	\`enabled\` integer DEFAULT false NOT NULL,
  	\`time\` text NOT NULL,
  	\`time_zone\` text NOT NULL,
  	\`content_emails\` integer DEFAULT true NOT NULL,
  	\`next_due_at\` text,
  	\`next_due_on\` text,
  	\`last_sent_on\` text,
  	\`last_sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`reminder_settings_customer_idx\` ON \`reminder_settings\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`reminder_settings_updated_at_idx\` ON \`reminder_settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reminder_settings_created_at_idx\` ON \`reminder_settings\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`enabled_next_due_at_idx\` ON \`reminder_settings\` (\`enabled\`,\`next_due_at\`);`)
  await db.run(sql`CREATE TABLE \`outbox\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`status\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`from\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`recipient_id\` text(36),
  	\`ref\` text,
  	\`text\` text NOT NULL,
  	\`html\` text,
  	\`message_id\` text,
  	\`error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`recipient_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`outbox_updated_at_idx\` ON \`outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`outbox_created_at_idx\` ON \`outbox\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`recipient_kind_createdAt_idx\` ON \`outbox\` (\`recipient_id\`,\`kind\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`kind_ref_idx\` ON \`outbox\` (\`kind\`,\`ref\`);`)
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
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
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
  await db.run(sql`ALTER TABLE \`library_files\` ADD \`prefix\` text;`)
  await db.run(sql`ALTER TABLE \`library_files\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`rate_limits_id\` text(36) REFERENCES rate_limits(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`job_claims_id\` text(36) REFERENCES job_claims(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`password_resets_id\` text(36) REFERENCES password_resets(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`reminder_settings_id\` text(36) REFERENCES reminder_settings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`outbox_id\` text(36) REFERENCES outbox(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`job_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_password_resets_id_idx\` ON \`payload_locked_documents_rels\` (\`password_resets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reminder_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`reminder_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`ALTER TABLE \`library_state\` ADD \`starter_version\` numeric;`)
  await db.run(sql`CREATE INDEX \`auth_codes_expires_at_idx\` ON \`auth_codes\` (\`expires_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`rate_limits\`;`)
  await db.run(sql`DROP TABLE \`job_claims\`;`)
  await db.run(sql`DROP TABLE \`password_resets\`;`)
  await db.run(sql`DROP TABLE \`reminder_settings_days\`;`)
  await db.run(sql`DROP TABLE \`reminder_settings_channels\`;`)
  await db.run(sql`DROP TABLE \`reminder_settings\`;`)
  await db.run(sql`DROP TABLE \`outbox\`;`)
  await db.run(sql`DROP TABLE \`library_state_starter_review\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
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
  	\`library_items_id\` text(36),
  	\`library_files_id\` text(36),
  	\`library_ratings_id\` text(36),
  	\`library_rating_totals_id\` text(36),
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
  	FOREIGN KEY (\`library_items_id\`) REFERENCES \`library_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`library_files_id\`) REFERENCES \`library_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`library_ratings_id\`) REFERENCES \`library_ratings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`library_rating_totals_id\`) REFERENCES \`library_rating_totals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "customers_id", "sessions_id", "auth_codes_id", "notifications_id", "checkins_id", "assessments_id", "payments_id", "payment_events_id", "checkout_sessions_id", "consent_records_id", "progress_summaries_id", "meal_plans_id", "meal_plan_recipes_id", "media_id", "distributions_id", "audit_log_id", "food_logs_id", "wearable_data_id", "shopping_lists_id", "budgets_id", "library_items_id", "library_files_id", "library_ratings_id", "library_rating_totals_id") SELECT "id", "order", "parent_id", "path", "users_id", "customers_id", "sessions_id", "auth_codes_id", "notifications_id", "checkins_id", "assessments_id", "payments_id", "payment_events_id", "checkout_sessions_id", "consent_records_id", "progress_summaries_id", "meal_plans_id", "meal_plan_recipes_id", "media_id", "distributions_id", "audit_log_id", "food_logs_id", "wearable_data_id", "shopping_lists_id", "budgets_id", "library_items_id", "library_files_id", "library_ratings_id", "library_rating_totals_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_library_items_id_idx\` ON \`payload_locked_documents_rels\` (\`library_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_library_files_id_idx\` ON \`payload_locked_documents_rels\` (\`library_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_library_ratings_id_idx\` ON \`payload_locked_documents_rels\` (\`library_ratings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_library_rating_totals_id_idx\` ON \`payload_locked_documents_rels\` (\`library_rating_totals_id\`);`)
  await db.run(sql`DROP INDEX \`auth_codes_expires_at_idx\`;`)
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
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`library_files\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`library_files\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
  await db.run(sql`ALTER TABLE \`library_state\` DROP COLUMN \`starter_version\`;`)
}
