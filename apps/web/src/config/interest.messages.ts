import type { InterestKind } from '@peerconnect/contracts';

/** The general interests, kept as free text (not one of the five tag lists). */
export const GENERAL_INTERESTS_LABEL = 'Interests';

/** How each interest list is named, at sign-up and on the profile. */
export const INTEREST_LABELS: Record<InterestKind, string> = {
  hobbies: 'Hobbies',
  favoriteSubjects: 'Favorite subjects',
  sports: 'Sports',
  musicGenres: 'Music genres',
  movieGenres: 'Movie and TV genres',
};
