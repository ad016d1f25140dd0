import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`customer_data_type_night_idx\`;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` ADD \`bedtime\` text;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` ADD \`asleep_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` ADD \`in_bed_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` ADD \`deep_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` ADD \`light_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` ADD \`rem_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` ADD \`awake_minutes\` numeric;`)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_data_type_night_source_idx\` ON \`wearable_data\` (\`customer_id\`,\`data_type\`,\`night\`,\`source\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`customer_data_type_night_source_idx\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_data_type_night_idx\` ON \`wearable_data\` (\`customer_id\`,\`data_type\`,\`night\`);`)
  await db.run(sql`ALTER TABLE \`wearable_data\` DROP COLUMN \`bedtime\`;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` DROP COLUMN \`asleep_minutes\`;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` DROP COLUMN \`in_bed_minutes\`;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` DROP COLUMN \`deep_minutes\`;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` DROP COLUMN \`light_minutes\`;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` DROP COLUMN \`rem_minutes\`;`)
  await db.run(sql`ALTER TABLE \`wearable_data\` DROP COLUMN \`awake_minutes\`;`)
}
