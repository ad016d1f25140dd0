import * as migration_20261120_222321_initial from './20261120_222321_initial';
import * as migration_20261120_222752_checkins_assessments from './20261120_222752_checkins_assessments';
import * as migration_20261120_222905_payments from './20261120_222905_payments';
import * as migration_20261120_222930_progress_summaries from './20261120_222930_progress_summaries';
import * as migration_20261120_222951_meal_plans from './20261120_222951_meal_plans';

export const migrations = [
  {
    up: migration_20261120_222321_initial.up,
    down: migration_20261120_222321_initial.down,
    name: '20261120_222321_initial',
  },
  {
    up: migration_20261120_222752_checkins_assessments.up,
    down: migration_20261120_222752_checkins_assessments.down,
    name: '20261120_222752_checkins_assessments',
  },
  {
    up: migration_20261120_222905_payments.up,
    down: migration_20261120_222905_payments.down,
    name: '20261120_222905_payments',
  },
  {
    up: migration_20261120_222930_progress_summaries.up,
    down: migration_20261120_222930_progress_summaries.down,
    name: '20261120_222930_progress_summaries',
  },
  {
    up: migration_20261120_222951_meal_plans.up,
    down: migration_20261120_222951_meal_plans.down,
    name: '20261120_222951_meal_plans'
  },
];
