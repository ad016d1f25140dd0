import * as migration_20261120_224018_initial from './20261120_224018_initial';
import * as migration_20261121_032456_food_and_sleep from './20261121_032456_food_and_sleep';
import * as migration_20261121_045822_admin_portal from './20261121_045822_admin_portal';
import * as migration_20261121_052022_grocery from './20261121_052022_grocery';
import * as migration_20261121_052944_content_library from './20261121_052944_content_library';
import * as migration_20261121_062612_checkin_stats from './20261121_062612_checkin_stats';
import * as migration_20261121_072011_consent_records_account_deletion from './20261121_072011_consent_records_account_deletion';
import * as migration_20261121_074214_meal_plan_recipes from './20261121_074214_meal_plan_recipes';
import * as migration_20261121_081326_google_accounts_password_set from './20261121_081326_google_accounts_password_set';
import * as migration_20261125_193148_care_and_operations from './20261125_193148_care_and_operations';
import * as migration_20261125_212126_food_privacy_treatments from './20261125_212126_food_privacy_treatments';
import * as migration_20261125_215037_customers_sign_in_lock from './20261125_215037_customers_sign_in_lock';
import * as migration_20261126_062502_push_subscriptions from './20261126_062502_push_subscriptions';
import * as migration_20261128_080111_round_three_collections from './20261128_080111_round_three_collections';
import * as migration_20261128_105502_round_four_collections from './20261128_105502_round_four_collections';

export const migrations = [
  {
    up: migration_20261120_224018_initial.up,
    down: migration_20261120_224018_initial.down,
    name: '20261120_224018_initial',
  },
  {
    up: migration_20261121_032456_food_and_sleep.up,
    down: migration_20261121_032456_food_and_sleep.down,
    name: '20261121_032456_food_and_sleep',
  },
  {
    up: migration_20261121_045822_admin_portal.up,
    down: migration_20261121_045822_admin_portal.down,
    name: '20261121_045822_admin_portal',
  },
  {
    up: migration_20261121_052022_grocery.up,
    down: migration_20261121_052022_grocery.down,
    name: '20261121_052022_grocery',
  },
  {
    up: migration_20261121_052944_content_library.up,
    down: migration_20261121_052944_content_library.down,
    name: '20261121_052944_content_library',
  },
  {
    up: migration_20261121_062612_checkin_stats.up,
    down: migration_20261121_062612_checkin_stats.down,
    name: '20261121_062612_checkin_stats',
  },
  {
    up: migration_20261121_072011_consent_records_account_deletion.up,
    down: migration_20261121_072011_consent_records_account_deletion.down,
    name: '20261121_072011_consent_records_account_deletion',
  },
  {
    up: migration_20261121_074214_meal_plan_recipes.up,
    down: migration_20261121_074214_meal_plan_recipes.down,
    name: '20261121_074214_meal_plan_recipes',
  },
  {
    up: migration_20261121_081326_google_accounts_password_set.up,
    down: migration_20261121_081326_google_accounts_password_set.down,
    name: '20261121_081326_google_accounts_password_set',
  },
  {
    up: migration_20261125_193148_care_and_operations.up,
    down: migration_20261125_193148_care_and_operations.down,
    name: '20261125_193148_care_and_operations',
  },
  {
    up: migration_20261125_212126_food_privacy_treatments.up,
    down: migration_20261125_212126_food_privacy_treatments.down,
    name: '20261125_212126_food_privacy_treatments',
  },
  {
    up: migration_20261125_215037_customers_sign_in_lock.up,
    down: migration_20261125_215037_customers_sign_in_lock.down,
    name: '20261125_215037_customers_sign_in_lock',
  },
  {
    up: migration_20261126_062502_push_subscriptions.up,
    down: migration_20261126_062502_push_subscriptions.down,
    name: '20261126_062502_push_subscriptions',
  },
  {
    up: migration_20261128_080111_round_three_collections.up,
    down: migration_20261128_080111_round_three_collections.down,
    name: '20261128_080111_round_three_collections',
  },
  {
    up: migration_20261128_105502_round_four_collections.up,
    down: migration_20261128_105502_round_four_collections.down,
    name: '20261128_105502_round_four_collections'
  },
];
