import * as migration_20261120_222321_initial from './20261120_222321_initial';

export const migrations = [
  {
    up: migration_20261120_222321_initial.up,
    down: migration_20261120_222321_initial.down,
    name: '20261120_222321_initial'
  },
];
