import type { User } from '@peerconnect/contracts';

/** The browser storage keys, read and written only through here (their names are kept from older versions). */
const KEYS = {
  token: 'token',
  user: 'user',
  authTimestamp: 'authTimestamp',
  profile: 'profile_data',
  profileTimestamp: 'profile_data_timestamp',
  preferences: 'user_preferences',
  theme: 'theme',
  verifyBannerDismissed: 'verify_banner_dismissed',
  pushOffered: 'push_offered',
  zoneSeen: 'time_zone_seen',
} as const;

/** Where a key is kept: this browser (localStorage), or this tab until it closes (sessionStorage). */
type Place = () => Storage;
const browser: Place = () => localStorage;
const tab: Place = () => sessionStorage;

function read(key: string, place = browser): string | null {
  try {
    return place().getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null, place = browser): void {
  try {
    if (value === null) place().removeItem(key);
    else place().setItem(key, value);
  } catch {
    // Storage may be full or blocked (private mode): the app still works for this visit.
  }
}

const draftKey = (chat: string) => `draft:${chat}`;

export const storage = {
  token: () => read(KEYS.token),
  /** The student who dismissed the verify-your-email banner in this browser. */
  verifyBannerDismissedBy: () => read(KEYS.verifyBannerDismissed),
  dismissVerifyBanner: (userId: string) => write(KEYS.verifyBannerDismissed, userId),
  cachedUser(): { user: User; savedAt: number } | null {
    const raw = read(KEYS.user);
    const savedAt = Number(read(KEYS.authTimestamp));
    if (!raw || !savedAt) return null;
    try {
      return { user: JSON.parse(raw) as User, savedAt };
    } catch {
      return null;
    }
  },
  /** Whether this browser was offered push notifications after a first join (offered once). */
  pushOffered: () => read(KEYS.pushOffered) === 'yes',
  markPushOffered: () => write(KEYS.pushOffered, 'yes'),
  saveToken: (token: string) => write(KEYS.token, token),
  saveSession(token: string | null, user: User): void {
    if (token) write(KEYS.token, token);
    write(KEYS.user, JSON.stringify(user));
    write(KEYS.authTimestamp, String(Date.now()));
    write(
      KEYS.preferences,
      JSON.stringify({
        hobbies: user.hobbies,
        favoriteSubjects: user.favoriteSubjects,
        sports: user.sports,
        musicGenres: user.musicGenres,
        movieGenres: user.movieGenres,
      }),
    );
  },
  /** Before a login and on logout: the token, every cached copy of the user, and session storage. */
  clearSession(): void {
    for (const key of [
      KEYS.token,
      KEYS.user,
      KEYS.authTimestamp,
      KEYS.profile,
      KEYS.profileTimestamp,
      KEYS.preferences,
    ]) {
      write(key, null);
    }
    try {
      sessionStorage.clear();
    } catch {
      // nothing to clear
    }
  },
  /** What was typed in a chat and not sent, in this tab (session storage, cleared on logout). */
  draft: (chat: string) => read(draftKey(chat), tab) ?? '',
  saveDraft: (chat: string, text: string) => write(draftKey(chat), text || null, tab),
  /** The time zone this browser last read, with its clock's offsets then ('Europe/Berlin -60 -120'). */
  zoneSeen: () => read(KEYS.zoneSeen),
  saveZoneSeen: (seen: string) => write(KEYS.zoneSeen, seen),
  theme: () => read(KEYS.theme),
  saveTheme: (theme: 'dark' | 'light') => write(KEYS.theme, theme),
};
