import { userSchema, type User } from '@peerconnect/contracts';
import { storage } from '@/lib/storage';

/** A 24-hex id made of one repeated character, easy to tell apart in assertions. */
export const idOf = (char: string) => char.repeat(24);

export const viewer: User = userSchema.parse({
  _id: idOf('a'),
  username: 'ada',
  email: 'ada@uni.edu',
});

/** Starts the test signed in as the viewer, as a returning visitor would be. */
export function signInViewer() {
  storage.saveSession('token', viewer);
}

export function person(char: string, username: string) {
  return { _id: idOf(char), username, profilePicture: '' };
}
