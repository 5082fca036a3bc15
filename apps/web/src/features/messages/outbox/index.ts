/** The chat's outbox: messages kept in IndexedDB until stored, sent by themselves when possible. */
export { deliverMessage, type MessageTransport } from './deliver';
export { outbox } from './outbox';
export { useKeptMessages } from './use-kept-messages';
