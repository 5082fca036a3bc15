/**
 * The session socket's hooks alone, for code that only listens (the navigation's unread badge):
 * importing them through the chat's index would put the chat's components and message schemas
 * (zod) in the same chunk, to download and evaluate soon after every signed-in page has loaded.
 */
export { useSessionSocket, useSocketEvent, useSocketStatus } from './use-socket';
/** The inbox kept current by the socket (./inbox stays free of the socket client). */
export { useLiveInbox } from './use-live-inbox';
