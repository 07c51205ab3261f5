import * as migration_20261122_041022_initial from './20261122_041022_initial';

export const migrations = [
  {
    up: migration_20261122_041022_initial.up,
    down: migration_20261122_041022_initial.down,
    name: '20261122_041022_initial'
  },
];
