import * as migration_20261120_224018_initial from './20261120_224018_initial';

export const migrations = [
  {
    up: migration_20261120_224018_initial.up,
    down: migration_20261120_224018_initial.down,
    name: '20261120_224018_initial'
  },
];
