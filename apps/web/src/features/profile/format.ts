import { LIMITS } from '@peerconnect/contracts';

/** The first 100 characters of a description, with an ellipsis when some were cut. */
export function cutDescription(text: string): string {
  if (text.length <= LIMITS.profileDescriptionCut) return text;
  return `${text.slice(0, LIMITS.profileDescriptionCut).trimEnd()}...`;
}
