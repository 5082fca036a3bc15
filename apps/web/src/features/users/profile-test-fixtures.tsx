import type { Activity, Friend, PublicProfile, User } from '@peerconnect/contracts';
import { Route } from 'react-router-dom';
import { jsonResponse, renderAt } from '@/test/render';
import ProfilePage from './profile-page';

export const ME_ID = 'a'.repeat(24);
export const OTHER_ID = 'b'.repeat(24);

const noInterests = {
  interests: [],
  hobbies: [],
  favoriteSubjects: [],
  sports: [],
  musicGenres: [],
  movieGenres: [],
};

export const me: User = {
  _id: ME_ID,
  username: 'ada',
  email: 'ada@uni.edu',
  profilePicture: '',
  bio: 'Maths and chess',
  location: 'London',
  ...noInterests,
  interests: ['AI'],
  hobbies: ['Chess'],
  major: 'Mathematics',
  graduationYear: 2026,
};

export function otherStudent(relationship: Partial<PublicProfile['relationship']> = {}) {
  return {
    _id: OTHER_ID,
    username: 'grace',
    profilePicture: '',
    bio: '',
    location: '',
    ...noInterests,
    relationship: {
      isFriend: false,
      requestSent: false,
      requestReceived: null,
      canMessage: true,
      blocked: false,
      ...relationship,
    },
  } satisfies PublicProfile;
}

export function activity(overrides: Partial<Activity> = {}): Activity {
  return {
    _id: 'c'.repeat(24),
    title: 'Chess night',
    description: 'Games and tea',
    category: 'Social',
    date: '2030-01-01T18:00:00.000Z',
    endDate: '2030-01-01T20:00:00.000Z',
    waitlistCount: 0,
    location: 'Union',
    maxParticipants: null,
    image: '',
    creator: { _id: ME_ID, username: 'ada', profilePicture: '' },
    participants: [],
    ...overrides,
  };
}

export function friends(count: number): Friend[] {
  return Array.from({ length: count }, (_, index) => ({
    _id: String(index).padStart(24, 'd'),
    username: `friend${index + 1}`,
    profilePicture: '',
  }));
}

/** Signed in as `me`, from the fresh cached session (no /api/auth/me call). */
/** What the own profile asks for besides the user: no joined activities, no friends. */
export const ownProfileApi = {
  'GET /api/activities/user/joined': () => jsonResponse(200, []),
  'GET /api/friends': () => jsonResponse(200, []),
};

export function signIn() {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify(me));
  localStorage.setItem('authTimestamp', String(Date.now()));
}

export function renderProfile(path: string) {
  return renderAt(
    path,
    <>
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/profile/:userId" element={<ProfilePage />} />
    </>,
  );
}
