import { deserialize, serialize, type Document } from 'bson';
import type { Reply } from '../commands/context';
import { rememberReceived, rememberReceivedDocuments } from '../storage/encoded';
import { recordNumberKinds } from '../storage/number-kinds';
import { CursorReply } from './cursor-reply';
import { FixedReply } from './fixed-reply';
import { recogniseInsertBody } from './insert-body';
import {
  HEADER_BYTES,
  MAX_BSON_OBJECT_BYTES,
  MSG_CHECKSUM_PRESENT,
  MSG_MORE_TO_COME,
  OP_MSG,
  OP_QUERY,
  OP_REPLY,
  ProtocolError,
  type MessageHeader,
} from './opcodes';

export interface CommandRequest {
  header: MessageHeader;
  /** The command document, with any OP_MSG document sequences folded in as arrays. */
  command: Document;
  /** OP_MSG moreToCome: the client expects no reply (for example endSessions with w:0). */
  moreToCome: boolean;
  legacy: boolean;
}

export function readHeader(message: Buffer): MessageHeader {
  return {
    length: message.readInt32LE(0),
    requestId: message.readInt32LE(4),
    responseTo: message.readInt32LE(8),
    opCode: message.readInt32LE(12),
  };
}

/** Commands whose body carries documents to store; only those need their exact number types. */
const STORING_COMMANDS = new Set(['insert', 'update', 'findAndModify', 'findandmodify']);

function firstKey(doc: Document): string | undefined {
  for (const key in doc) return key;
  return undefined;
}

function readDocument(
  buffer: Buffer,
  offset: number,
  end: number,
  exactNumbers: (doc: Document) => boolean,
  keepBytes = false,
): { doc: Document; next: number } {
  if (offset + 5 > end) throw new ProtocolError('truncated document');
  const size = buffer.readInt32LE(offset);
  if (size < 5 || offset + size > end) {
    throw new ProtocolError(`invalid document size ${size}`);
  }
  try {
    const doc = deserialize(buffer.subarray(offset, offset + size));
    // Well framed but over mongod's limit: the command refuses it (BSONObjectTooLarge), the connection stays.
    if (size > MAX_BSON_OBJECT_BYTES) oversizedDocuments.set(doc, size);
    if (exactNumbers(doc)) recordNumberKinds(buffer, offset, doc);
    if (keepBytes) rememberReceived(doc, buffer.subarray(offset, offset + size));
    return { doc, next: offset + size };
  } catch (error) {
    throw new ProtocolError(`invalid BSON: ${(error as Error).message}`);
  }
}

/** Documents received over the 16 MB BSON limit, with their sizes (see readDocument). */
export const oversizedDocuments = new WeakMap<Document, number>();

function readCString(buffer: Buffer, offset: number, end: number): { value: string; next: number } {
  const zero = buffer.indexOf(0, offset);
  if (zero === -1 || zero >= end) throw new ProtocolError('unterminated string');
  return { value: buffer.toString('utf8', offset, zero), next: zero + 1 };
}

function parseOpMsg(header: MessageHeader, message: Buffer): CommandRequest {
  const flags = message.readUInt32LE(HEADER_BYTES);
  const end = flags & MSG_CHECKSUM_PRESENT ? message.length - 4 : message.length;
  let offset = HEADER_BYTES + 4;
  let command: Document | undefined;
  const sequences: [string, Document[]][] = [];
  while (offset < end) {
    const kind = message.readUInt8(offset);
    offset += 1;
    if (kind === 0) {
      const insert = recogniseInsertBody(message, offset, end);
      if (insert) {
        command = insert;
        offset += message.readInt32LE(offset);
        continue;
      }
      const { doc, next } = readDocument(message, offset, end, (body) =>
        STORING_COMMANDS.has(firstKey(body) ?? ''),
      );
      // Inserted documents are stored in the bytes they came in (storage/encoded.ts).
      if (firstKey(doc) === 'insert') rememberReceivedDocuments(message, offset, doc);
      command = doc;
      offset = next;
    } else if (kind === 1) {
      if (offset + 4 > end) throw new ProtocolError('truncated document sequence');
      const sectionEnd = offset + message.readInt32LE(offset);
      if (sectionEnd > end || sectionEnd <= offset + 4)
        throw new ProtocolError('invalid document sequence size');
      const id = readCString(message, offset + 4, sectionEnd);
      const docs: Document[] = [];
      const inserted = id.value === 'documents';
      for (let at = id.next; at < sectionEnd;) {
        // Document sequences are the payloads of insert, update and delete: always exact, and an
        // inserted document is stored in the bytes it came in.
        const { doc, next } = readDocument(message, at, sectionEnd, () => true, inserted);
        docs.push(doc);
        at = next;
      }
      sequences.push([id.value, docs]);
      offset = sectionEnd;
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!command) throw new ProtocolError('OP_MSG without a body section');
  for (const [id, docs] of sequences) command[id] = docs;
  return { header, command, moreToCome: (flags & MSG_MORE_TO_COME) !== 0, legacy: false };
}

function parseOpQuery(header: MessageHeader, message: Buffer): CommandRequest {
  const end = message.length;
  const collection = readCString(message, HEADER_BYTES + 4, end);
  if (!collection.value.endsWith('.$cmd'))
    throw new ProtocolError('legacy OP_QUERY is only supported for commands');
  const { doc } = readDocument(message, collection.next + 8, end, () => false);
  const command = (doc.$query as Document | undefined) ?? doc;
  command.$db ??= collection.value.slice(0, -'.$cmd'.length);
  return { header, command, moreToCome: false, legacy: true };
}

export function parseRequest(message: Buffer): CommandRequest {
  const header = readHeader(message);
  if (header.length !== message.length) throw new ProtocolError('length mismatch');
  if (header.opCode === OP_MSG) return parseOpMsg(header, message);
  if (header.opCode === OP_QUERY) return parseOpQuery(header, message);
  throw new ProtocolError(`unsupported opCode ${header.opCode}`);
}

/** The reply's BSON after `offset` bytes left for the message header. */
function encodeBody(reply: Reply, offset: number): Buffer {
  if (reply instanceof CursorReply) return reply.encode(offset);
  const body = reply instanceof FixedReply ? reply.bytes : serialize(reply);
  const buffer = Buffer.allocUnsafe(offset + body.length);
  buffer.set(body, offset);
  return buffer;
}

function writeHeader(buffer: Buffer, requestId: number, responseTo: number, opCode: number): void {
  buffer.writeInt32LE(buffer.length, 0);
  buffer.writeInt32LE(requestId, 4);
  buffer.writeInt32LE(responseTo, 8);
  buffer.writeInt32LE(opCode, 12);
}

const OP_REPLY_PREFIX = HEADER_BYTES + 20;
const OP_MSG_PREFIX = HEADER_BYTES + 5;

/** Encodes `reply` as the answer to the request `to` (OP_REPLY for a legacy OP_QUERY, else OP_MSG). */
export function encodeReply(
  reply: Reply,
  to: { requestId: number; legacy: boolean },
  requestId: number,
): Buffer {
  if (to.legacy) {
    // OP_REPLY: flags, 8-byte cursor id 0, startingFrom 0, numberReturned 1, then the document.
    const buffer = encodeBody(reply, OP_REPLY_PREFIX);
    buffer.fill(0, HEADER_BYTES, OP_REPLY_PREFIX);
    buffer.writeInt32LE(1, HEADER_BYTES + 16);
    writeHeader(buffer, requestId, to.requestId, OP_REPLY);
    return buffer;
  }
  // OP_MSG: flags 0, then one kind-0 section holding the reply.
  const buffer = encodeBody(reply, OP_MSG_PREFIX);
  buffer.fill(0, HEADER_BYTES, OP_MSG_PREFIX);
  writeHeader(buffer, requestId, to.requestId, OP_MSG);
  return buffer;
}
