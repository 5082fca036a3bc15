import type { InterestKind } from '@peerconnect/contracts';

/** The general interests, kept as free text (not one of the five tag lists). */
export const GENERAL_INTERESTS_LABEL = 'Interests';

/** How the profile names each interest list, in view and in edit mode. */
export const INTEREST_LABELS: Record<InterestKind, string> = {
  hobbies: 'Hobbies',
  favoriteSubjects: 'Favorite subjects',
  sports: 'Sports',
  musicGenres: 'Music genres',
  movieGenres: 'Movie and TV genres',
};
