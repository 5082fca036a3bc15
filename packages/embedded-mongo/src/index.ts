export { startEmbeddedMongo, type EmbeddedMongo, type EmbeddedMongoOptions } from './server';
export { describeDamage, type Damage } from './storage/damage';
export type { DamagePolicy } from './storage/storage';
