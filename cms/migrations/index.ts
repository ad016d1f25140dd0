import * as migration_20261120_224018_initial from './20261120_224018_initial';
import * as migration_20261121_032456_food_and_sleep from './20261121_032456_food_and_sleep';

export const migrations = [
  {
    up: migration_20261120_224018_initial.up,
    down: migration_20261120_224018_initial.down,
    name: '20261120_224018_initial',
  },
  {
    up: migration_20261121_032456_food_and_sleep.up,
    down: migration_20261121_032456_food_and_sleep.down,
    name: '20261121_032456_food_and_sleep'
  },
];
