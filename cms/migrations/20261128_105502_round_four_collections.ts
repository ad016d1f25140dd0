import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`courses_weeks_sessions_sources\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses_weeks_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_weeks_sessions_sources_order_idx\` ON \`courses_weeks_sessions_sources\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`courses_weeks_sessions_sources_parent_id_idx\` ON \`courses_weeks_sessions_sources\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_weeks_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`session_id\` text,
  	\`title\` text,
  	\`body\` text,
  	\`practice\` text,
  	\`practice_link\` text,
  	\`task\` text,
  	\`touches_mood\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses_weeks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_weeks_sessions_order_idx\` ON \`courses_weeks_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`courses_weeks_sessions_parent_id_idx\` ON \`courses_weeks_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_weeks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`week\` numeric,
  	\`title\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_weeks_order_idx\` ON \`courses_weeks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`courses_weeks_parent_id_idx\` ON \`courses_weeks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_sources\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_sources_order_idx\` ON \`courses_sources\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`courses_sources_parent_id_idx\` ON \`courses_sources\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`title\` text,
  	\`summary\` text,
  	\`what_it_is_not\` text,
  	\`see_a_doctor\` text,
  	\`reviewed_on\` text,
  	\`reviewer\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`courses_slug_idx\` ON \`courses\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`courses_updated_at_idx\` ON \`courses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`courses_created_at_idx\` ON \`courses\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`courses__status_idx\` ON \`courses\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_weeks_sessions_sources\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v_version_weeks_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_courses_v_version_weeks_sessions_sources_order_idx\` ON \`_courses_v_version_weeks_sessions_sources\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_weeks_sessions_sources_parent_id_idx\` ON \`_courses_v_version_weeks_sessions_sources\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_weeks_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`session_id\` text,
  	\`title\` text,
  	\`body\` text,
  	\`practice\` text,
  	\`practice_link\` text,
  	\`task\` text,
  	\`touches_mood\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v_version_weeks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_courses_v_version_weeks_sessions_order_idx\` ON \`_courses_v_version_weeks_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_weeks_sessions_parent_id_idx\` ON \`_courses_v_version_weeks_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_weeks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`week\` numeric,
  	\`title\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_courses_v_version_weeks_order_idx\` ON \`_courses_v_version_weeks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_weeks_parent_id_idx\` ON \`_courses_v_version_weeks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_sources\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_courses_v_version_sources_order_idx\` ON \`_courses_v_version_sources\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_sources_parent_id_idx\` ON \`_courses_v_version_sources\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`parent_id\` text(36),
  	\`version_slug\` text,
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_what_it_is_not\` text,
  	\`version_see_a_doctor\` text,
  	\`version_reviewed_on\` text,
  	\`version_reviewer\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_courses_v_parent_idx\` ON \`_courses_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_version_slug_idx\` ON \`_courses_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_version_updated_at_idx\` ON \`_courses_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_version_created_at_idx\` ON \`_courses_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_version__status_idx\` ON \`_courses_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_created_at_idx\` ON \`_courses_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_updated_at_idx\` ON \`_courses_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_latest_idx\` ON \`_courses_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`course_enrolments\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`customer_id\` text(36) NOT NULL,
  	\`course\` text NOT NULL,
  	\`started_on\` text NOT NULL,
  	\`completed\` text,
  	\`reminded_week\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`course_enrolments_updated_at_idx\` ON \`course_enrolments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`course_enrolments_created_at_idx\` ON \`course_enrolments\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_course_idx\` ON \`course_enrolments\` (\`customer_id\`,\`course\`);`)
  await db.run(sql`CREATE TABLE \`course_ratings\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`customer_id\` text(36) NOT NULL,
  	\`course\` text NOT NULL,
  	\`week\` numeric NOT NULL,
  	\`problem\` numeric NOT NULL,
  	\`interference\` numeric NOT NULL,
  	\`sleep\` numeric NOT NULL,
  	\`rated_on\` text NOT NULL,
  	\`rated_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`course_ratings_updated_at_idx\` ON \`course_ratings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`course_ratings_created_at_idx\` ON \`course_ratings\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_course_rated_at_idx\` ON \`course_ratings\` (\`customer_id\`,\`course\`,\`rated_at\`);`)
  await db.run(sql`CREATE TABLE \`thought_records\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`customer_id\` text(36) NOT NULL,
  	\`course\` text NOT NULL,
  	\`situation\` text NOT NULL,
  	\`thought\` text NOT NULL,
  	\`calmer_thought\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`thought_records_updated_at_idx\` ON \`thought_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`thought_records_created_at_idx\` ON \`thought_records\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_course_createdAt_idx\` ON \`thought_records\` (\`customer_id\`,\`course\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`library_items\` ADD \`reviewer_role\` text;`)
  await db.run(sql`ALTER TABLE \`library_items\` ADD \`reviewer_name\` text;`)
  await db.run(sql`ALTER TABLE \`_library_items_v\` ADD \`version_reviewer_role\` text;`)
  await db.run(sql`ALTER TABLE \`_library_items_v\` ADD \`version_reviewer_name\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`courses_id\` text(36) REFERENCES courses(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`course_enrolments_id\` text(36) REFERENCES course_enrolments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`course_ratings_id\` text(36) REFERENCES course_ratings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`thought_records_id\` text(36) REFERENCES thought_records(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_courses_id_idx\` ON \`payload_locked_documents_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_enrolments_id_idx\` ON \`payload_locked_documents_rels\` (\`course_enrolments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_ratings_id_idx\` ON \`payload_locked_documents_rels\` (\`course_ratings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_thought_records_id_idx\` ON \`payload_locked_documents_rels\` (\`thought_records_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`courses_weeks_sessions_sources\`;`)
  await db.run(sql`DROP TABLE \`courses_weeks_sessions\`;`)
  await db.run(sql`DROP TABLE \`courses_weeks\`;`)
  await db.run(sql`DROP TABLE \`courses_sources\`;`)
  await db.run(sql`DROP TABLE \`courses\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_weeks_sessions_sources\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_weeks_sessions\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_weeks\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_sources\`;`)
  await db.run(sql`DROP TABLE \`_courses_v\`;`)
  await db.run(sql`DROP TABLE \`course_enrolments\`;`)
  await db.run(sql`DROP TABLE \`course_ratings\`;`)
  await db.run(sql`DROP TABLE \`thought_records\`;`)
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
  	\`leases_id\` text(36),
  	\`password_resets_id\` text(36),
  	\`reminder_settings_id\` text(36),
  	\`push_subscriptions_id\` text(36),
  	\`outbox_id\` text(36),
  	\`treatments_id\` text(36),
  	\`bleeding_logs_id\` text(36),
  	\`flushes_id\` text(36),
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
  	FOREIGN KEY (\`leases_id\`) REFERENCES \`leases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`password_resets_id\`) REFERENCES \`password_resets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reminder_settings_id\`) REFERENCES \`reminder_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`push_subscriptions_id\`) REFERENCES \`push_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`treatments_id\`) REFERENCES \`treatments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bleeding_logs_id\`) REFERENCES \`bleeding_logs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`flushes_id\`) REFERENCES \`flushes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "customers_id", "sessions_id", "auth_codes_id", "notifications_id", "checkins_id", "assessments_id", "payments_id", "payment_events_id", "checkout_sessions_id", "consent_records_id", "progress_summaries_id", "meal_plans_id", "meal_plan_recipes_id", "media_id", "distributions_id", "audit_log_id", "food_logs_id", "wearable_data_id", "shopping_lists_id", "budgets_id", "food_preferences_id", "library_items_id", "library_files_id", "library_ratings_id", "library_rating_totals_id", "rate_limits_id", "job_claims_id", "leases_id", "password_resets_id", "reminder_settings_id", "push_subscriptions_id", "outbox_id", "treatments_id", "bleeding_logs_id", "flushes_id") SELECT "id", "order", "parent_id", "path", "users_id", "customers_id", "sessions_id", "auth_codes_id", "notifications_id", "checkins_id", "assessments_id", "payments_id", "payment_events_id", "checkout_sessions_id", "consent_records_id", "progress_summaries_id", "meal_plans_id", "meal_plan_recipes_id", "media_id", "distributions_id", "audit_log_id", "food_logs_id", "wearable_data_id", "shopping_lists_id", "budgets_id", "food_preferences_id", "library_items_id", "library_files_id", "library_ratings_id", "library_rating_totals_id", "rate_limits_id", "job_claims_id", "leases_id", "password_resets_id", "reminder_settings_id", "push_subscriptions_id", "outbox_id", "treatments_id", "bleeding_logs_id", "flushes_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leases_id_idx\` ON \`payload_locked_documents_rels\` (\`leases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_password_resets_id_idx\` ON \`payload_locked_documents_rels\` (\`password_resets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reminder_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`reminder_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_push_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`push_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_treatments_id_idx\` ON \`payload_locked_documents_rels\` (\`treatments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bleeding_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`bleeding_logs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_flushes_id_idx\` ON \`payload_locked_documents_rels\` (\`flushes_id\`);`)
  await db.run(sql`ALTER TABLE \`library_items\` DROP COLUMN \`reviewer_role\`;`)
  await db.run(sql`ALTER TABLE \`library_items\` DROP COLUMN \`reviewer_name\`;`)
  await db.run(sql`ALTER TABLE \`_library_items_v\` DROP COLUMN \`version_reviewer_role\`;`)
  await db.run(sql`ALTER TABLE \`_library_items_v\` DROP COLUMN \`version_reviewer_name\`;`)
}
