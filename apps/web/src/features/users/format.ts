import { DISPLAY } from '@/config/display';

/** The first 100 characters of a description, with an ellipsis when some were cut. */
export function cutDescription(text: string): string {
  if (text.length <= DISPLAY.profileDescriptionCut) return text;
  return `${text.slice(0, DISPLAY.profileDescriptionCut).trimEnd()}...`;
}
