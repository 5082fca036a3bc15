/**
 * The BSON bytes of stored documents, kept beside them so that a read sends them without encoding
 * the document again and the journal writes them as they are. An inserted document's bytes are the
 * ones the client sent, reordered to put `_id` first as mongod does; other stored documents (updates,
 * upserts) are encoded once, on first use. Stored documents are never mutated (see collection.ts),
 * so their bytes stay valid for as long as they live.
 */
import { serialize, type Document, type ObjectId } from 'bson';
import { elementEnd, nulAt, readInt32, sameBytes } from './bson-elements';

const storedBytes = new WeakMap<Document, Uint8Array | undefined>();
const receivedBytes = new WeakMap<Document, Uint8Array>();

/** Notes the bytes a document arrived in (an insert's payload), for `markInsertedStored`. */
export function rememberReceived(doc: Document, bytes: Uint8Array): void {
  receivedBytes.set(doc, bytes);
}

const DOCUMENTS = Buffer.from('documents', 'latin1');

/**
 * Notes the bytes of each document of an insert's `documents` array when it travels inside the
 * command (`command`, decoded from the bytes at `start`) rather than as a document sequence.
 */
export function rememberReceivedDocuments(
  bytes: Uint8Array,
  start: number,
  command: Document,
): void {
  const documents: unknown = command.documents;
  if (!Array.isArray(documents)) return;
  const end = start + readInt32(bytes, start) - 1;
  // Decoding keeps the last of repeated names, so the last `documents` element is the one decoded.
  let arrayAt = -1;
  for (let at = start + 4; at < end;) {
    const nameEnd = nulAt(bytes, at + 1, end);
    if (bytes[at] === 0x04 && sameBytes(bytes, at + 1, nameEnd, DOCUMENTS)) arrayAt = nameEnd + 1;
    at = elementEnd(bytes, at, end);
  }
  if (arrayAt === -1) return;
  const arrayEnd = arrayAt + readInt32(bytes, arrayAt) - 1;
  for (let at = arrayAt + 4, i = 0; at < arrayEnd; i += 1) {
    const valueAt = nulAt(bytes, at + 1, arrayEnd) + 1;
    const next = elementEnd(bytes, at, arrayEnd);
    const doc: unknown = documents[i];
    if (bytes[at] === 0x03 && doc && typeof doc === 'object')
      receivedBytes.set(doc, bytes.subarray(valueAt, next));
    at = next;
  }
}

const ID_ELEMENT_NAME = [0x5f, 0x69, 0x64, 0x00]; // "_id\0"

function isIdElement(bytes: Uint8Array, at: number): boolean {
  return ID_ELEMENT_NAME.every((byte, i) => bytes[at + 1 + i] === byte);
}

/**
 * The received document's bytes with `_id` as the first element: the client's `_id` element moved
 * to the front, or, when the server generated the id, a new ObjectId element in front.
 */
function withIdFirst(
  received: Uint8Array,
  generatedId: ObjectId | undefined,
  fields: number,
): Uint8Array | undefined {
  const end = readInt32(received, 0) - 1;
  let idStart = -1;
  let idEnd = -1;
  let elements = 0;
  for (let at = 4; at < end; elements += 1) {
    const next = elementEnd(received, at, end);
    if (isIdElement(received, at)) [idStart, idEnd] = [at, next];
    at = next;
  }
  // Repeated field names (which decoding collapses) are left to a fresh encoding.
  if (elements + (generatedId ? 1 : 0) !== fields) return undefined;
  if (idStart === 4) return Buffer.from(received.subarray(0, end + 1));
  const idLength = generatedId ? 1 + ID_ELEMENT_NAME.length + 12 : idEnd - idStart;
  const out = Buffer.allocUnsafe(end + 1 + (generatedId ? idLength : 0));
  out.writeInt32LE(out.length, 0);
  let at = 4;
  if (generatedId) {
    out[at] = 0x07;
    out.set(ID_ELEMENT_NAME, at + 1);
    out.set(generatedId.id, at + 1 + ID_ELEMENT_NAME.length);
    at += idLength;
    out.set(received.subarray(4, end), at);
    at += end - 4;
  } else {
    out.set(received.subarray(idStart, idEnd), at);
    at += idLength;
    out.set(received.subarray(4, idStart), at);
    at += idStart - 4;
    out.set(received.subarray(idEnd, end), at);
    at += end - idEnd;
  }
  out[at] = 0;
  return out;
}

/** Marks `doc` as stored with the bytes it was stored with before (a recovered document). */
export function rememberStoredBytes(doc: Document, bytes: Uint8Array): void {
  storedBytes.set(doc, bytes);
}

/** The bytes a stored document is known to be encoded as, without encoding it. */
export function knownStoredBytes(doc: Document): Uint8Array | undefined {
  return storedBytes.get(doc);
}

/** Marks `doc` as stored; its bytes are encoded when first needed. */
export function markStored(doc: Document): void {
  storedBytes.set(doc, undefined);
}

/**
 * Marks `doc`, built from `input` with `_id` first, as stored, taking the bytes `input` arrived in
 * when they are known; `generatedId` is the `_id` the server added, if it did.
 */
export function markInsertedStored(doc: Document, input: Document, generatedId?: ObjectId): void {
  const received = receivedBytes.get(input);
  storedBytes.set(doc, received && withIdFirst(received, generatedId, Object.keys(doc).length));
}

/** A document's BSON bytes: remembered for stored documents, encoded afresh for anything else. */
export function encodeDocument(doc: Document): Uint8Array {
  if (!storedBytes.has(doc)) return serialize(doc);
  let bytes = storedBytes.get(doc);
  if (!bytes) storedBytes.set(doc, (bytes = serialize(doc)));
  return bytes;
}
