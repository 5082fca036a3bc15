/** A command failure as mongod reports it: `{ ok: 0, errmsg, code, codeName }`. */
export class CommandError extends Error {
  constructor(
    readonly code: number,
    readonly codeName: string,
    message: string,
  ) {
    super(message);
  }
}

export const badValue = (message: string) => new CommandError(2, 'BadValue', message);
export const typeMismatch = (message: string) => new CommandError(14, 'TypeMismatch', message);
export const illegalOperation = (message: string) =>
  new CommandError(20, 'IllegalOperation', message);
export const namespaceNotFound = (message: string) =>
  new CommandError(26, 'NamespaceNotFound', message);
export const indexNotFound = (message: string) => new CommandError(27, 'IndexNotFound', message);
export const cursorNotFound = (id: bigint) =>
  new CommandError(43, 'CursorNotFound', `cursor id ${id} not found`);
export const namespaceExists = (ns: string) =>
  new CommandError(48, 'NamespaceExists', `Collection ${ns} already exists.`);
export const commandNotFound = (name: string) =>
  new CommandError(59, 'CommandNotFound', `no such command: '${name}'`);
export const invalidNamespace = (message: string) =>
  new CommandError(73, 'InvalidNamespace', message);
export const indexOptionsConflict = (message: string) =>
  new CommandError(85, 'IndexOptionsConflict', message);
export const outOfDiskSpace = (message: string) =>
  new CommandError(14031, 'OutOfDiskSpace', message);

/** Raised by the storage layer; turned into a write error (not a command failure) by write commands. */
export class DuplicateKeyError extends Error {
  readonly code = 11000;
  constructor(
    message: string,
    readonly keyPattern: Record<string, number>,
    readonly keyValue: Record<string, unknown>,
  ) {
    super(message);
  }
}
