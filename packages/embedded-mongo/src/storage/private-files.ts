/** Modes of the data directory's folder and files: readable and writable by this user only. */
export const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;
