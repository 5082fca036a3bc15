/**
 * Durability for the embedded server: an append-only journal plus a snapshot.
 *
 * File format (both `journal.bin` and `snapshot.bin`): a sequence of records, each
 * `[uint32 LE byte length][uint32 LE crc32 of the payload][BSON payload]`. A payload is one change
 * (`put` a whole document, `del` by id, create/drop collection or database, create/drop index), so
 * replaying is idempotent: the last record for a key wins.
 *
 * Write policy: the records of every command run in one event-loop turn are written to the journal
 * with one synchronous write() before any of those commands is acknowledged (group commit, see
 * reply-outbox.ts), so an acknowledged write survives the server process being killed (the data
 * is in the operating system's page cache). A write lands whole or not at all: one the disk had no
 * room for (a short write, then ENOSPC) is cut off the file again and reported, and the changes it
 * carried are undone (Storage.commit), never acknowledged. fsync runs at most every 100 ms
 * (like mongod's default journal commit interval), so a power cut can lose at most the last 100 ms.
 * That periodic fsync runs on libuv's thread pool, so a slow disk never stalls the event loop; a
 * clean shutdown and every compaction fsync synchronously.
 *
 * Compaction: when the journal passes 64 MiB, and at a clean shutdown, the whole state is written to
 * `snapshot.tmp`, fsynced and renamed over `snapshot.bin`; then the journal is truncated. A
 * compaction that fails (a full disk) removes its `snapshot.tmp` and leaves both files as they were.
 *
 * Recovery: replay the snapshot, then the journal. A torn last record of the journal (a crash
 * mid-write: its bytes end before its length says, or the file ends in zeros) was never
 * acknowledged and is cut off quietly.
 * Any other record that fails its checks is damage: replay skips to the next intact record (one
 * whose length, BSON length and CRC agree), keeps the damaged file aside as `<name>.damaged-<time>`,
 * and reports each damaged stretch (file, offset, bytes, the collection when still readable). Each
 * index has two identical records (Storage); an index whose records are all damaged is reported
 * lost, and the server refuses to start (a unique constraint must not go). Replay runs in slices
 * of a few milliseconds with the event loop's turns between them (the server only listens once it
 * is done). A put's document is checked by the record's CRC and left encoded, to be decoded on
 * first use (recovered.ts).
 */
import {
  closeSync,
  copyFileSync,
  fsync,
  existsSync,
  fsyncSync,
  ftruncateSync,
  openSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { PRIVATE_FILE } from './private-files';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { deserialize, serialize, type Document } from 'bson';
import { encodeDocument } from './encoded';
import { recordNumberKinds } from './number-kinds';
import { readEncodedPut, type EncodedDocument } from './recovered';
import { asBuffer } from './values';
import type { Damage } from './damage';

const RECORD_HEADER = 8;
const FSYNC_INTERVAL_MS = 100;
const COMPACT_AT_BYTES = 64 * 1024 * 1024;
/** After a failed compaction, how much more the journal grows before the next try. */
const COMPACT_RETRY_BYTES = 16 * 1024 * 1024;
/** The errors of a write the disk (or the user's quota, or the file size limit) had no room for. */
const NO_ROOM = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);
/** How long loading runs before it lets the event loop answer others. */
const LOAD_SLICE_MS = 10;

/** The fixed start of a put record's payload after its length: the element `op: 'put'`. */
const PUT_OP_ELEMENT = Buffer.from('\x02op\x00\x04\x00\x00\x00put\x00', 'latin1');
/** The same for an index record, `{ op: 'index', ns, spec }`. */
const INDEX_OP_ELEMENT = Buffer.from('\x02op\x00\x06\x00\x00\x00index\x00', 'latin1');

/**
 * One record with its header. A put, the common record, is `{ op: 'put', ns, doc }` written by
 * hand around the document's stored bytes (encoded.ts), which are often the bytes the client sent.
 */
function encodeRecord(record: Document): Buffer {
  if (record.op !== 'put') {
    const payload = asBuffer(serialize(record));
    const out = Buffer.allocUnsafe(RECORD_HEADER + payload.length);
    payload.copy(out, RECORD_HEADER);
    return sealRecord(out);
  }
  const ns = record.ns as string;
  // A snapshot writes a document recovery left encoded as it is (see recovered.ts).
  const doc =
    record.doc instanceof Uint8Array ? record.doc : encodeDocument(record.doc as Document);
  const nsBytes = Buffer.byteLength(ns);
  const payloadSize =
    4 + PUT_OP_ELEMENT.length + (1 + 3 + 4 + nsBytes + 1) + (1 + 4 + doc.length) + 1;
  const out = Buffer.allocUnsafe(RECORD_HEADER + payloadSize);
  let at = RECORD_HEADER;
  at = out.writeInt32LE(payloadSize, at);
  at += PUT_OP_ELEMENT.copy(out, at);
  at += out.write('\x02ns\x00', at, 'latin1');
  at = out.writeInt32LE(nsBytes + 1, at);
  at += out.write(ns, at, 'utf8');
  out[at++] = 0;
  at += out.write('\x03doc\x00', at, 'latin1');
  out.set(doc, at);
  out[at + doc.length] = 0;
  return sealRecord(out);
}

/** Fills in the record header (payload length and CRC) of a record whose payload is in place. */
function sealRecord(record: Buffer): Buffer {
  const payload = record.subarray(RECORD_HEADER);
  record.writeUInt32LE(payload.length, 0);
  record.writeUInt32LE(crc32(payload), 4);
  return record;
}

export function encodeRecords(records: Document[]): Buffer {
  return records.length === 1
    ? encodeRecord(records[0]!)
    : Buffer.concat(records.map(encodeRecord));
}

/** A put recovery hands on with its document left encoded (see recovered.ts). */
export interface EncodedPut {
  op: 'putEncoded';
  ns: string;
  encoded: EncodedDocument;
}

/** The record starting at `offset` if its length, BSON length and CRC agree, else null. */
function recordAt(data: Buffer, offset: number): { payload: Buffer; end: number } | null {
  if (offset + RECORD_HEADER + 5 > data.length) return null;
  const length = data.readUInt32LE(offset);
  const end = offset + RECORD_HEADER + length;
  if (length < 5 || end > data.length) return null;
  if (data.readInt32LE(offset + RECORD_HEADER) !== length) return null;
  const payload = data.subarray(offset + RECORD_HEADER, end);
  return crc32(payload) === data.readUInt32LE(offset + 4) ? { payload, end } : null;
}

/** The offset of the next intact record after a damaged one, or -1 when none follows. */
function nextRecordStart(data: Buffer, from: number): number {
  for (let offset = from; offset + RECORD_HEADER + 5 <= data.length; offset += 1)
    if (recordAt(data, offset)) return offset;
  return -1;
}

/**
 * What a damaged record was about, as far as it still reads: the collection of a put (from the
 * start of its payload), or the collection and index of a record whose BSON still decodes.
 */
function identify(data: Buffer, offset: number): { collection?: string; index?: string } {
  const collection = collectionOf(data, offset);
  if (collection) return { collection };
  const length = offset + RECORD_HEADER <= data.length ? data.readUInt32LE(offset) : 0;
  const end = offset + RECORD_HEADER + length;
  if (length < 5 || end > data.length) return {};
  try {
    const record = deserialize(data.subarray(offset + RECORD_HEADER, end));
    const index = (record.spec as Document | undefined)?.name;
    return {
      ...(typeof record.ns === 'string' ? { collection: record.ns } : {}),
      ...(record.op === 'index' && typeof index === 'string' ? { index } : {}),
    };
  } catch {
    return {};
  }
}

const isIndexRecordAt = (data: Buffer, start: number) =>
  data
    .subarray(start + RECORD_HEADER + 4, start + RECORD_HEADER + 4 + INDEX_OP_ELEMENT.length)
    .equals(INDEX_OP_ELEMENT);

/**
 * The offsets of the index records in a damaged stretch: found by following the record lengths
 * from its start (so a document's own `op: 'index'` field is not taken for one), and where a
 * damaged length ends that walk, by their first element.
 */
function indexRecordStarts(data: Buffer, stretch: Stretch): number[] {
  const starts: number[] = [];
  let at = stretch.offset;
  for (; at + RECORD_HEADER + 4 <= stretch.end; at += RECORD_HEADER + data.readUInt32LE(at)) {
    if (at + RECORD_HEADER + data.readUInt32LE(at) > stretch.end) break;
    if (isIndexRecordAt(data, at)) starts.push(at);
  }
  if (at >= stretch.end) return starts;
  if (isIndexRecordAt(data, at)) starts.push(at);
  const recordStart = (marker: number) => marker - RECORD_HEADER - 4;
  for (
    let marker = data.indexOf(INDEX_OP_ELEMENT, at + RECORD_HEADER + 5);
    marker !== -1 && recordStart(marker) < stretch.end;
    marker = data.indexOf(INDEX_OP_ELEMENT, marker + 1)
  )
    starts.push(recordStart(marker));
  return starts;
}

/**
 * Whether the payload at `start` is an intact record's bytes but for one damaged byte: a copy of
 * it (two index records can differ in as little as two bytes, `a_1` and `b_1`).
 */
function isCopyOf(data: Buffer, start: number, intact: Buffer): boolean {
  const at = start + RECORD_HEADER;
  if (at + intact.length > data.length) return false;
  let differences = 0;
  for (let i = 0; i < intact.length && differences <= 1; i += 1)
    if (data[at + i] !== intact[i]) differences += 1;
  return differences <= 1;
}

const indexKey = (ns: unknown, name: unknown) => `${String(ns)}\u0000${String(name)}`;

/** Notes the indexes a record defines: an index record's, or those a snapshot's create lists. */
function noteIndexes(record: Document | EncodedPut, indexes: Set<string>): void {
  if (record.op === 'index') indexes.add(indexKey(record.ns, (record as Document).spec?.name));
  const listed = record.op === 'create' ? (record as Document).indexes : undefined;
  if (Array.isArray(listed))
    for (const spec of listed as Document[]) indexes.add(indexKey(record.ns, spec.name));
}

/**
 * Marks the stretches holding an index record that no intact record restored, neither a copy of
 * its bytes nor one naming the same index: that index is gone, its unique constraint with it.
 */
function markLostIndexes(
  data: Buffer,
  damaged: Stretch[],
  named: Set<string>,
  intact: Buffer[],
): Stretch[] {
  return damaged.map((stretch) => {
    for (const start of indexRecordStarts(data, stretch)) {
      const { collection, index } = identify(data, start);
      if (collection && index && named.has(indexKey(collection, index))) continue;
      if (intact.some((copy) => isCopyOf(data, start, copy))) continue;
      return { ...stretch, collection, index, indexLost: true as const };
    }
    return stretch;
  });
}

/** The collection a damaged put names, when the start of its payload is still readable. */
function collectionOf(data: Buffer, offset: number): string | undefined {
  const at = offset + RECORD_HEADER + 4;
  if (!data.subarray(at, at + PUT_OP_ELEMENT.length).equals(PUT_OP_ELEMENT)) return undefined;
  const nsAt = at + PUT_OP_ELEMENT.length + 4;
  if (data.toString('latin1', nsAt - 4, nsAt) !== '\x02ns\x00') return undefined;
  const size = nsAt + 4 <= data.length ? data.readInt32LE(nsAt) : 0;
  if (size < 2 || size > 256 || nsAt + 4 + size > data.length) return undefined;
  return data.toString('utf8', nsAt + 4, nsAt + 4 + size - 1);
}

/** A record's bytes as the caller replays them: puts keep their document encoded. */
function decodeRecord(payload: Buffer): Document | EncodedPut | null {
  const put = readEncodedPut(payload);
  if (put) return { op: 'putEncoded', ...put };
  try {
    const record = deserialize(payload);
    recordNumberKinds(payload, 0, record);
    return record;
  } catch {
    return null;
  }
}

/**
 * Whether the bytes from `offset` to the end are what an interrupted append leaves: a last record
 * whose bytes end before its length says, or zeros (a file system may extend a file with them
 * after a crash before the data lands).
 */
function isTornTail(data: Buffer, offset: number): boolean {
  return (
    offset + RECORD_HEADER > data.length ||
    offset + RECORD_HEADER + data.readUInt32LE(offset) > data.length ||
    data.subarray(offset).every((byte) => byte === 0)
  );
}

interface Stretch {
  offset: number;
  end: number;
  collection?: string;
  index?: string;
  /** An index record in it has no intact copy (see indexRecordsIn). */
  indexLost?: true;
}

/**
 * The intact records in order, each with the offset just past it. A damaged stretch is reported to
 * `onDamage` and skipped; a tail with no intact record after it ends the reading: when `tornTail`
 * allows it and the last record's bytes end early (a write cut short), it is not reported.
 */
function* readRecords(
  data: Buffer,
  onDamage: (stretch: Stretch) => void,
  tornTail: boolean,
): Generator<{ record: Document | EncodedPut; payload: Buffer; end: number }> {
  let offset = 0;
  while (offset < data.length) {
    const found = recordAt(data, offset);
    const record = found && decodeRecord(found.payload);
    if (found && record) {
      yield { record, payload: found.payload, end: found.end };
      offset = found.end;
      continue;
    }
    const next = nextRecordStart(data, offset + 1);
    const end = next === -1 ? data.length : next;
    if (!(next === -1 && tornTail && isTornTail(data, offset)))
      onDamage({ offset, end, ...identify(data, offset) });
    if (next === -1) return;
    offset = next;
  }
}

/**
 * A journal write that did not land whole. Nothing of it is left in the file, so none of the
 * changes it carried may be acknowledged; `noRoom` when the disk was full.
 */
export class JournalWriteError extends Error {
  constructor(
    message: string,
    readonly noRoom: boolean,
  ) {
    super(message);
  }
}

/**
 * Writes all of `data` at the descriptor's position: write() may take fewer bytes than asked (a
 * disk with less room left than the data), and a write of no byte would loop forever.
 */
function writeWhole(fd: number, data: Buffer): void {
  for (let written = 0; written < data.length;) {
    const wrote = writeSync(fd, data, written);
    if (wrote === 0) throw Object.assign(new Error('no room for another byte'), { code: 'ENOSPC' });
    written += wrote;
  }
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Hands each intact record to `apply`, giving the event loop a turn every few milliseconds, so a
 * process that serves HTTP beside the database keeps answering while a large data set loads.
 * Returns the byte length up to the last intact record, and the damaged stretches.
 */
async function replay(
  data: Buffer,
  apply: (record: Document | EncodedPut) => void,
  tornTail: boolean,
): Promise<{ validBytes: number; damaged: Stretch[]; indexRecords: Buffer[] }> {
  let validBytes = 0;
  const damaged: Stretch[] = [];
  const indexRecords: Buffer[] = [];
  let sliceStarted = performance.now();
  const records = readRecords(data, (stretch) => damaged.push(stretch), tornTail);
  for (const { record, payload, end } of records) {
    apply(record);
    if (record.op === 'index') indexRecords.push(payload);
    validBytes = end;
    if (performance.now() - sliceStarted > LOAD_SLICE_MS) {
      await yieldToEventLoop();
      sliceStarted = performance.now();
    }
  }
  return { validBytes, damaged, indexRecords };
}

/** Copies a damaged file aside before anything rewrites it; the reports of its stretches. */
function keepAside(path: string, name: string, damaged: Stretch[]): Damage[] {
  if (damaged.length === 0) return [];
  const keptAs = `${path}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  copyFileSync(path, keptAs);
  return damaged.map(({ offset, end, collection, index, indexLost }) => ({
    file: name,
    offset,
    bytes: end - offset,
    ...(collection ? { collection } : {}),
    ...(index ? { index } : {}),
    ...(indexLost ? { indexLost } : {}),
    keptAs,
  }));
}

/** Writes the records of `state` to a new file at `path`, whole and fsynced. */
function writeSnapshot(path: string, state: Iterable<Document>): void {
  const fd = openSync(path, 'w', PRIVATE_FILE);
  try {
    let batch: Document[] = [];
    for (const record of state) {
      batch.push(record);
      if (batch.length >= 1000) {
        writeWhole(fd, encodeRecords(batch));
        batch = [];
      }
    }
    writeWhole(fd, encodeRecords(batch));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export class Journal {
  private fd: number;
  private size: number;
  private dirty = false;
  private syncing = false;
  private closed = false;
  /** Set when a failed write could not be cut off the file: no later write may follow it. */
  private broken?: JournalWriteError;
  private compactAt = COMPACT_AT_BYTES;
  private readonly timer: NodeJS.Timeout;

  private constructor(
    private readonly dir: string,
    recovered: number,
  ) {
    this.fd = openSync(this.journalPath, 'a', PRIVATE_FILE);
    this.size = recovered;
    this.timer = setInterval(() => this.flushInBackground(), FSYNC_INTERVAL_MS);
    this.timer.unref();
  }

  private get journalPath(): string {
    return join(this.dir, 'journal.bin');
  }

  private get snapshotPath(): string {
    return join(this.dir, 'snapshot.bin');
  }

  /**
   * Opens the journal in `dir`, handing every intact record (snapshot first) to `apply`. What was
   * damaged is in `damage`; the caller then writes a fresh snapshot (compact) so it is not read again.
   */
  static async open(
    dir: string,
    apply: (record: Document | EncodedPut) => void,
  ): Promise<{ journal: Journal; damage: Damage[] }> {
    // Every index is written twice (Storage): a damaged copy is lost only when no intact one was read.
    const indexes = new Set<string>();
    const applyNoting = (record: Document | EncodedPut) => {
      noteIndexes(record, indexes);
      apply(record);
    };
    const files: { path: string; name: string; data: Buffer; damaged: Stretch[] }[] = [];
    const intactIndexRecords: Buffer[] = [];
    const snapshot = join(dir, 'snapshot.bin');
    if (existsSync(snapshot)) {
      const data = await readFile(snapshot);
      // A snapshot is written whole and renamed into place: nothing in it can be torn.
      const { damaged, indexRecords } = await replay(data, applyNoting, false);
      intactIndexRecords.push(...indexRecords);
      files.push({ path: snapshot, name: 'snapshot.bin', data, damaged });
    }
    const journalPath = join(dir, 'journal.bin');
    let validBytes = 0;
    if (existsSync(journalPath)) {
      const data = await readFile(journalPath);
      const replayed = await replay(data, applyNoting, true);
      validBytes = replayed.validBytes;
      intactIndexRecords.push(...replayed.indexRecords);
      files.push({ path: journalPath, name: 'journal.bin', data, damaged: replayed.damaged });
      if (replayed.damaged.length === 0 && validBytes < data.length) {
        const fd = openSync(journalPath, 'r+');
        ftruncateSync(fd, validBytes);
        fsyncSync(fd);
        closeSync(fd);
      }
    }
    const damage = files.flatMap(({ path, name, data, damaged }) =>
      keepAside(path, name, markLostIndexes(data, damaged, indexes, intactIndexRecords)),
    );
    return { journal: new Journal(dir, validBytes), damage };
  }

  /**
   * Appends the records whole, or throws JournalWriteError with the file as it was: what a failed
   * write left after the last whole record is cut off again.
   */
  append(records: Document[]): void {
    if (records.length === 0) return;
    if (this.broken) throw this.broken;
    const data = encodeRecords(records);
    try {
      writeWhole(this.fd, data);
    } catch (error) {
      throw this.cutBack(error as NodeJS.ErrnoException);
    }
    this.size += data.length;
    this.dirty = true;
  }

  /** Cuts the file back to its last whole record after a failed write; the error to report. */
  private cutBack(error: NodeJS.ErrnoException): JournalWriteError {
    try {
      ftruncateSync(this.fd, this.size);
    } catch (cutError) {
      // Records appended after a partial one would be read as damage: take no more writes.
      this.broken = new JournalWriteError(
        `${this.journalPath} ends in a partly written record that could not be removed (${(cutError as Error).message}); restart the server`,
        false,
      );
      return this.broken;
    }
    const noRoom = NO_ROOM.has(error.code ?? '');
    return new JournalWriteError(
      noRoom
        ? `no room left on the disk for ${this.journalPath}: the write was not saved`
        : `writing ${this.journalPath} failed (${error.message}): the write was not saved`,
      noRoom,
    );
  }

  get needsCompaction(): boolean {
    return this.size > this.compactAt;
  }

  private flushInBackground(): void {
    if (!this.dirty || this.syncing) return;
    this.dirty = false;
    this.syncing = true;
    fsync(this.fd, (error) => {
      this.syncing = false;
      // After close() the descriptor is gone; close() itself synced everything.
      if (error && !this.closed) {
        this.dirty = true;
        console.error(`embedded-mongo: journal fsync failed: ${error.message}`);
      }
    });
  }

  flush(): void {
    if (!this.dirty) return;
    fsyncSync(this.fd);
    this.dirty = false;
  }

  /**
   * Replaces the snapshot with the given full state and empties the journal. When the snapshot
   * cannot be written whole (a full disk), throws with both files as they were, and waits for
   * COMPACT_RETRY_BYTES more of journal before trying again.
   */
  compact(state: Iterable<Document>): void {
    const tmp = join(this.dir, 'snapshot.tmp');
    try {
      writeSnapshot(tmp, state);
    } catch (error) {
      rmSync(tmp, { force: true });
      this.compactAt = this.size + COMPACT_RETRY_BYTES;
      throw error;
    }
    renameSync(tmp, this.snapshotPath);
    const dirFd = openSync(this.dir, 'r');
    fsyncSync(dirFd);
    closeSync(dirFd);
    ftruncateSync(this.fd, 0);
    fsyncSync(this.fd);
    this.size = 0;
    this.compactAt = COMPACT_AT_BYTES;
    this.dirty = false;
  }

  close(): void {
    clearInterval(this.timer);
    this.flush();
    this.closed = true;
    closeSync(this.fd);
  }
}
