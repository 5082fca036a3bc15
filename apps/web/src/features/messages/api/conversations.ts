/** Query keys of the direct conversations (the list of every chat is the chat feature's inbox). */
export const messageKeys = {
  thread: (userId: string) => ['messages', 'thread', userId] as const,
};
