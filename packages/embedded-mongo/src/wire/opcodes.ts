export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

export const HEADER_BYTES = 16;
/** The largest message the server accepts, as advertised in `hello.maxMessageSizeBytes`. */
export const MAX_MESSAGE_BYTES = 48_000_000;
export const MAX_BSON_OBJECT_BYTES = 16 * 1024 * 1024;

export const MSG_CHECKSUM_PRESENT = 1 << 0;
export const MSG_MORE_TO_COME = 1 << 1;

export interface MessageHeader {
  length: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

export class ProtocolError extends Error {}
