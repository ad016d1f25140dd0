import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`library_items_sources\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`library_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`library_items_sources_order_idx\` ON \`library_items_sources\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`library_items_sources_parent_id_idx\` ON \`library_items_sources\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`library_items\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`category\` text,
  	\`tab\` text,
  	\`tier\` text DEFAULT 'base',
  	\`format\` text DEFAULT 'article',
  	\`author\` text,
  	\`thumbnail_id\` text(36),
  	\`body\` text,
  	\`listen_aloud\` integer DEFAULT false,
  	\`media_id\` text(36),
  	\`duration_minutes\` numeric,
  	\`document_id\` text(36),
  	\`read_time_minutes\` numeric,
  	\`featured\` integer DEFAULT false,
  	\`featured_week\` text,
  	\`search_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`library_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`library_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`library_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`library_items_title_idx\` ON \`library_items\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`library_items_category_idx\` ON \`library_items\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`library_items_tab_idx\` ON \`library_items\` (\`tab\`);`)
  await db.run(sql`CREATE INDEX \`library_items_tier_idx\` ON \`library_items\` (\`tier\`);`)
  await db.run(sql`CREATE INDEX \`library_items_thumbnail_idx\` ON \`library_items\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`library_items_media_idx\` ON \`library_items\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`library_items_document_idx\` ON \`library_items\` (\`document_id\`);`)
  await db.run(sql`CREATE INDEX \`library_items_featured_idx\` ON \`library_items\` (\`featured\`);`)
  await db.run(sql`CREATE INDEX \`library_items_search_text_idx\` ON \`library_items\` (\`search_text\`);`)
  await db.run(sql`CREATE INDEX \`library_items_updated_at_idx\` ON \`library_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`library_items_created_at_idx\` ON \`library_items\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`library_items__status_idx\` ON \`library_items\` (\`_status\`);`)
  await db.run(sql`CREATE INDEX \`_status_tab_title_idx\` ON \`library_items\` (\`_status\`,\`tab\`,\`title\`);`)
  await db.run(sql`CREATE INDEX \`_status_featured_featured_week_idx\` ON \`library_items\` (\`_status\`,\`featured\`,\`featured_week\`);`)
  await db.run(sql`CREATE TABLE \`_library_items_v_version_sources\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_library_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_library_items_v_version_sources_order_idx\` ON \`_library_items_v_version_sources\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_library_items_v_version_sources_parent_id_idx\` ON \`_library_items_v_version_sources\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_library_items_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`parent_id\` text(36),
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_category\` text,
  	\`version_tab\` text,
  	\`version_tier\` text DEFAULT 'base',
  	\`version_format\` text DEFAULT 'article',
  	\`version_author\` text,
  	\`version_thumbnail_id\` text(36),
  	\`version_body\` text,
  	\`version_listen_aloud\` integer DEFAULT false,
  	\`version_media_id\` text(36),
  	\`version_duration_minutes\` numeric,
  	\`version_document_id\` text(36),
  	\`version_read_time_minutes\` numeric,
  	\`version_featured\` integer DEFAULT false,
  	\`version_featured_week\` text,
  	\`version_search_text\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`library_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_thumbnail_id\`) REFERENCES \`library_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_media_id\`) REFERENCES \`library_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_document_id\`) REFERENCES \`library_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_library_items_v_parent_idx\` ON \`_library_items_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_library_items_v_version_version_title_idx\` ON \`_library_items_v\` (\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`_library_items_v_version_version_category_idx\` ON \`_library_items_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_library_items_v_version_version_tab_idx\` ON \`_library_items_v\` (\`version_tab\`);`)
  await db.run(sql`CREATE INDEX \`_library_items_v_version_version_tier_idx\` ON \`_library_items_v\` (\`version_tier\`);`)
  await db.run(sql`CREATE INDEX \`_library_items_v_version_version_thumbnail_idx\` ON \`_library_items_v\` (\`version_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_library_items_v_version_version_media_idx\` ON \`_library_items_v\` (\`version_media_id\`);`)
  await db.run(sql`CREATE INDEX \`_library_items_v_version_version_document_idx\` ON \`_library_items_v\` (\`version_document_id\`);`)
  await db.run(sql`CREATE INDEX \`_library_items_v_version_version_featured_idx\` ON \`_library_items_v\` (\`version_featured\`);`)
  await db.run(sql`CREATE INDEX \`_library_items_v_version_version_search_text_idx\` ON \`_library_items_v\` (\`version_search_text\`);`)
  await db.run(sql`CREATE INDEX \`_library_items_v_version_version_updated_at_idx\` ON \`_library_items_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_library_items_v_version_version_created_at_idx\` ON \`_library_items_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_library_items_v_version_version__status_idx\` ON \`_library_items_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_library_items_v_created_at_idx\` ON \`_library_items_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_library_items_v_updated_at_idx\` ON \`_library_items_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_library_items_v_latest_idx\` ON \`_library_items_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version__status_version_tab_version_title_idx\` ON \`_library_items_v\` (\`version__status\`,\`version_tab\`,\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`version__status_version_featured_version_featured_week_idx\` ON \`_library_items_v\` (\`version__status\`,\`version_featured\`,\`version_featured_week\`);`)
  await db.run(sql`CREATE TABLE \`library_files\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`alt\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`library_files_updated_at_idx\` ON \`library_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`library_files_created_at_idx\` ON \`library_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`library_files_filename_idx\` ON \`library_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`library_ratings\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`item_id\` text(36) NOT NULL,
  	\`customer_id\` text(36) NOT NULL,
  	\`rating\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`item_id\`) REFERENCES \`library_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`library_ratings_item_idx\` ON \`library_ratings\` (\`item_id\`);`)
  await db.run(sql`CREATE INDEX \`library_ratings_customer_idx\` ON \`library_ratings\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`library_ratings_updated_at_idx\` ON \`library_ratings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`library_ratings_created_at_idx\` ON \`library_ratings\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`item_customer_idx\` ON \`library_ratings\` (\`item_id\`,\`customer_id\`);`)
  await db.run(sql`CREATE TABLE \`library_rating_totals\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`item_id\` text(36) NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`sum\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`item_id\`) REFERENCES \`library_items\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`library_rating_totals_item_idx\` ON \`library_rating_totals\` (\`item_id\`);`)
  await db.run(sql`CREATE INDEX \`library_rating_totals_updated_at_idx\` ON \`library_rating_totals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`library_rating_totals_created_at_idx\` ON \`library_rating_totals\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`library_state\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`starter_seeded_at\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`library_items_id\` text(36) REFERENCES library_items(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`library_files_id\` text(36) REFERENCES library_files(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`library_ratings_id\` text(36) REFERENCES library_ratings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`library_rating_totals_id\` text(36) REFERENCES library_rating_totals(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_library_items_id_idx\` ON \`payload_locked_documents_rels\` (\`library_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_library_files_id_idx\` ON \`payload_locked_documents_rels\` (\`library_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_library_ratings_id_idx\` ON \`payload_locked_documents_rels\` (\`library_ratings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_library_rating_totals_id_idx\` ON \`payload_locked_documents_rels\` (\`library_rating_totals_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`library_items_sources\`;`)
  await db.run(sql`DROP TABLE \`library_items\`;`)
  await db.run(sql`DROP TABLE \`_library_items_v_version_sources\`;`)
  await db.run(sql`DROP TABLE \`_library_items_v\`;`)
  await db.run(sql`DROP TABLE \`library_files\`;`)
  await db.run(sql`DROP TABLE \`library_ratings\`;`)
  await db.run(sql`DROP TABLE \`library_rating_totals\`;`)
  await db.run(sql`DROP TABLE \`library_state\`;`)
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
  	\`shopping_lists_id\` text(36),
  	\`budgets_id\` text(36),
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
  	FOREIGN KEY (\`wearable_data_id\`) REFERENCES \`wearable_data\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shopping_lists_id\`) REFERENCES \`shopping_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`budgets_id\`) REFERENCES \`budgets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "customers_id", "sessions_id", "auth_codes_id", "notifications_id", "checkins_id", "assessments_id", "payments_id", "payment_events_id", "checkout_sessions_id", "progress_summaries_id", "meal_plans_id", "media_id", "distributions_id", "audit_log_id", "food_logs_id", "wearable_data_id", "shopping_lists_id", "budgets_id") SELECT "id", "order", "parent_id", "path", "users_id", "customers_id", "sessions_id", "auth_codes_id", "notifications_id", "checkins_id", "assessments_id", "payments_id", "payment_events_id", "checkout_sessions_id", "progress_summaries_id", "meal_plans_id", "media_id", "distributions_id", "audit_log_id", "food_logs_id", "wearable_data_id", "shopping_lists_id", "budgets_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shopping_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`shopping_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_budgets_id_idx\` ON \`payload_locked_documents_rels\` (\`budgets_id\`);`)
}
