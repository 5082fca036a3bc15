import { randomInt } from 'node:crypto';
import { LIMITS, usernameSchema } from '@peerconnect/contracts';
import { isUsernameTaken } from '@/modules/users';

/** "Ada Lovelace" → "ada.lovelace": the name's letters and digits, words joined by dots. */
function fromName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}_-]/gu, ''))
    .filter(Boolean)
    .join('.')
    .slice(0, LIMITS.usernameMax);
}

/**
 * A free username for a new student from their provider profile: the name, else the address's
 * local part, with digits added when it is taken. The student may change it on the next screen.
 */
export async function proposeUsername(name: string | undefined, email: string): Promise<string> {
  let base = fromName(name ?? '');
  if (!usernameSchema.safeParse(base).success) base = fromName(email.split('@')[0] ?? '');
  if (!usernameSchema.safeParse(base).success) base = 'student';
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const suffix = attempt === 0 ? '' : String(randomInt(10 ** Math.min(2 + attempt, 6)));
    const candidate = base.slice(0, LIMITS.usernameMax - suffix.length) + suffix;
    if (!(await isUsernameTaken(candidate))) return candidate;
  }
  return `student${Date.now().toString(36)}`.slice(0, LIMITS.usernameMax);
}
