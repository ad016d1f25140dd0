import * as migration_20261120_222321_initial from './20261120_222321_initial';
import * as migration_20261120_222752_checkins_assessments from './20261120_222752_checkins_assessments';

export const migrations = [
  {
    up: migration_20261120_222321_initial.up,
    down: migration_20261120_222321_initial.down,
    name: '20261120_222321_initial',
  },
  {
    up: migration_20261120_222752_checkins_assessments.up,
    down: migration_20261120_222752_checkins_assessments.down,
    name: '20261120_222752_checkins_assessments'
  },
];
