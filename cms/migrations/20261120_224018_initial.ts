import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text DEFAULT 'editor' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`customers\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`picture\` text,
  	\`tier\` text DEFAULT 'base' NOT NULL,
  	\`profile_completed\` integer DEFAULT false NOT NULL,
  	\`google_id\` text,
  	\`subscription_provider\` text,
  	\`subscription_id\` text,
  	\`subscription_status\` text,
  	\`stripe_customer_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`customers_tier_idx\` ON \`customers\` (\`tier\`);`)
  await db.run(sql`CREATE INDEX \`customers_google_id_idx\` ON \`customers\` (\`google_id\`);`)
  await db.run(sql`CREATE INDEX \`customers_subscription_id_idx\` ON \`customers\` (\`subscription_id\`);`)
  await db.run(sql`CREATE INDEX \`customers_stripe_customer_id_idx\` ON \`customers\` (\`stripe_customer_id\`);`)
  await db.run(sql`CREATE INDEX \`customers_updated_at_idx\` ON \`customers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customers_created_at_idx\` ON \`customers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customers_email_idx\` ON \`customers\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`sessions\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`customer_id\` text(36) NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sessions_token_hash_idx\` ON \`sessions\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`sessions_customer_idx\` ON \`sessions\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`sessions_expires_at_idx\` ON \`sessions\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`sessions_updated_at_idx\` ON \`sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sessions_created_at_idx\` ON \`sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`auth_codes\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`code_hash\` text NOT NULL,
  	\`customer_id\` text(36) NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`auth_codes_code_hash_idx\` ON \`auth_codes\` (\`code_hash\`);`)
  await db.run(sql`CREATE INDEX \`auth_codes_customer_idx\` ON \`auth_codes\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`auth_codes_updated_at_idx\` ON \`auth_codes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`auth_codes_created_at_idx\` ON \`auth_codes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`notifications\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`customer_id\` text(36) NOT NULL,
  	\`title\` text NOT NULL,
  	\`message\` text,
  	\`media_type\` text,
  	\`media_url\` text,
  	\`read\` integer DEFAULT false NOT NULL,
  	\`read_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`notifications_customer_idx\` ON \`notifications\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_updated_at_idx\` ON \`notifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notifications_created_at_idx\` ON \`notifications\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_read_idx\` ON \`notifications\` (\`customer_id\`,\`read\`);`)
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
  await db.run(sql`CREATE TABLE \`payments\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`customer_id\` text(36) NOT NULL,
  	\`reference\` text NOT NULL,
  	\`provider\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`currency\` text NOT NULL,
  	\`tier\` text NOT NULL,
  	\`paid_at\` text NOT NULL,
  	\`checkout_session_id\` text,
  	\`invoice_id\` text,
  	\`subscription_id\` text,
  	\`provider_customer_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`payments_customer_idx\` ON \`payments\` (\`customer_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`payments_reference_idx\` ON \`payments\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`payments_paid_at_idx\` ON \`payments\` (\`paid_at\`);`)
  await db.run(sql`CREATE INDEX \`payments_checkout_session_id_idx\` ON \`payments\` (\`checkout_session_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_updated_at_idx\` ON \`payments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payments_created_at_idx\` ON \`payments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payment_events\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`event_id\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payment_events_event_id_idx\` ON \`payment_events\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_updated_at_idx\` ON \`payment_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_created_at_idx\` ON \`payment_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`checkout_sessions\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`session_id\` text NOT NULL,
  	\`provider\` text NOT NULL,
  	\`customer_id\` text(36) NOT NULL,
  	\`tier\` text NOT NULL,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`payment_status\` text DEFAULT 'unpaid' NOT NULL,
  	\`amount_total\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'gbp' NOT NULL,
  	\`trial_days\` numeric DEFAULT 0,
  	\`success_url\` text NOT NULL,
  	\`cancel_url\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`fulfilled_at\` text,
  	\`subscription_id\` text,
  	\`provider_customer_id\` text,
  	\`invoice_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`checkout_sessions_session_id_idx\` ON \`checkout_sessions\` (\`session_id\`);`)
  await db.run(sql`CREATE INDEX \`checkout_sessions_customer_idx\` ON \`checkout_sessions\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`checkout_sessions_updated_at_idx\` ON \`checkout_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`checkout_sessions_created_at_idx\` ON \`checkout_sessions\` (\`created_at\`);`)
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
  await db.run(sql`CREATE TABLE \`meal_plans\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`customer_id\` text(36) NOT NULL,
  	\`status\` text DEFAULT 'generating' NOT NULL,
  	\`progress\` numeric DEFAULT 0 NOT NULL,
  	\`planner\` text NOT NULL,
  	\`failure_reason\` text,
  	\`generation_lock\` text NOT NULL,
  	\`profile\` text,
  	\`plan_data\` text,
  	\`detailed_recipes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`meal_plans_customer_idx\` ON \`meal_plans\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`meal_plans_status_idx\` ON \`meal_plans\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`meal_plans_generation_lock_idx\` ON \`meal_plans\` (\`generation_lock\`);`)
  await db.run(sql`CREATE INDEX \`meal_plans_updated_at_idx\` ON \`meal_plans\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`meal_plans_created_at_idx\` ON \`meal_plans\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_createdAt_idx\` ON \`meal_plans\` (\`customer_id\`,\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  	FOREIGN KEY (\`meal_plans_id\`) REFERENCES \`meal_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` text(36),
  	\`customers_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_customers_id_idx\` ON \`payload_preferences_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`customers\`;`)
  await db.run(sql`DROP TABLE \`sessions\`;`)
  await db.run(sql`DROP TABLE \`auth_codes\`;`)
  await db.run(sql`DROP TABLE \`notifications\`;`)
  await db.run(sql`DROP TABLE \`checkins\`;`)
  await db.run(sql`DROP TABLE \`assessments\`;`)
  await db.run(sql`DROP TABLE \`payments\`;`)
  await db.run(sql`DROP TABLE \`payment_events\`;`)
  await db.run(sql`DROP TABLE \`checkout_sessions\`;`)
  await db.run(sql`DROP TABLE \`progress_summaries\`;`)
  await db.run(sql`DROP TABLE \`meal_plans\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
}
