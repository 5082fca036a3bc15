/**
 * Names mongod 7.0 refuses (InvalidNamespace, 73): database names with `/\. "$` or NUL or of 64
 * characters and more, and new collections a client may not create — empty names, names starting
 * with a dot or holding `$` or NUL, `system.` names other than system.js, namespaces past 255 bytes.
 */
import { invalidNamespace } from '../errors';

const MAX_DATABASE_NAME = 63;
const MAX_NAMESPACE_BYTES = 255;
const DATABASE_FORBIDDEN = /[/\\. "$\0]/;
const CLIENT_SYSTEM_COLLECTIONS = new Set(['system.js']);

/** Refuses a command addressed to a database name mongod would not accept. */
export function assertValidDatabaseName(db: string): void {
  if (db === '$external') return;
  if (db.length === 0 || db.length > MAX_DATABASE_NAME || DATABASE_FORBIDDEN.test(db))
    throw invalidNamespace(`Invalid database name: '${db}'`);
}

/** Refuses to create a collection mongod would not let a client create. */
export function assertCreatableCollection(db: string, name: string): void {
  const ns = `${db}.${name}`;
  if (name.length === 0 || name.startsWith('.') || name.includes('$') || name.includes('\0'))
    throw invalidNamespace(`Invalid collection name: ${name}`);
  if (name.startsWith('system.') && !CLIENT_SYSTEM_COLLECTIONS.has(name))
    throw invalidNamespace(`Invalid system namespace: ${ns}`);
  if (Buffer.byteLength(ns) > MAX_NAMESPACE_BYTES)
    throw invalidNamespace(
      `Fully qualified namespace is too long. Namespace: ${ns} Max: ${MAX_NAMESPACE_BYTES}`,
    );
}
