/**
 * Where picture bytes live, by name: GridFS in the app's own database (the default: nothing new to
 * run, shared by every instance, survives a host that wipes its disk), or an S3-compatible bucket
 * (docs/scaling.md says when). Names are server-made (`{hash}-{width}.webp`), never a client path.
 */
export interface StoredBlob {
  contentType: string;
  length: number;
  read(): Promise<Buffer>;
}

export interface BlobStore {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The blob's type and size, its bytes on demand; null when there is none of that name. */
  get(name: string): Promise<StoredBlob | null>;
  /** Removes these names; names that are not there are no error. */
  delete(names: string[]): Promise<void>;
}
