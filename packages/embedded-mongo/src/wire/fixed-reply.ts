import { serialize, type Document } from 'bson';

/** A reply that is always the same (`{ n: 1, ok: 1 }` for a one-document insert), encoded once. */
export class FixedReply {
  readonly bytes: Uint8Array;

  constructor(reply: Document) {
    this.bytes = serialize(reply);
  }
}
