/**
 * The fixed vocabularies generated students and activities draw from. Lists are ordered from
 * common to rare: the generator picks with a skew towards the front, as real tastes cluster.
 */
import type { ActivityCategory } from '@peerconnect/contracts';

// prettier-ignore
export const INTEREST_VOCABULARY = {
  hobbies: [
    'Reading', 'Gaming', 'Photography', 'Cooking', 'Hiking', 'Drawing', 'Chess', 'Writing',
    'Travel', 'Baking', 'Gardening', 'Painting', 'Guitar', 'Piano', 'Singing', 'Dancing',
    'Knitting', 'Board Games', 'Podcasts', 'Film Making', 'Blogging', 'Coding', 'Camping',
    'Birdwatching', 'Pottery', 'Calligraphy', 'Origami', 'Skateboarding', 'Volunteering', 'Anime',
    'Cosplay', 'Astronomy', 'Fishing', 'Woodworking', 'Journaling', 'Thrifting',
  ],
  favoriteSubjects: [
    'Computer Science', 'Mathematics', 'Psychology', 'Biology', 'Economics', 'Physics',
    'Chemistry', 'History', 'Literature', 'Philosophy', 'Business', 'Engineering', 'Statistics',
    'Political Science', 'Sociology', 'Art History', 'Linguistics', 'Medicine', 'Law',
    'Architecture', 'Music Theory', 'Environmental Science', 'Anthropology', 'Data Science',
    'Neuroscience', 'Marketing', 'Geography', 'Astrophysics',
  ],
  sports: [
    'Football', 'Basketball', 'Running', 'Swimming', 'Tennis', 'Volleyball', 'Cycling', 'Yoga',
    'Badminton', 'Climbing', 'Table Tennis', 'Gym', 'Baseball', 'Rowing', 'Martial Arts',
    'Ultimate Frisbee', 'Hockey', 'Rugby', 'Skiing', 'Surfing', 'Golf', 'Fencing', 'Cricket',
    'Boxing', 'Squash', 'Handball',
  ],
  musicGenres: [
    'Pop', 'Hip Hop', 'Rock', 'Indie', 'Electronic', 'R&B', 'Jazz', 'Classical', 'K-Pop',
    'Metal', 'Country', 'Lo-fi', 'Reggae', 'Folk', 'Latin', 'Soul', 'Punk', 'Blues', 'Techno',
    'Afrobeats',
  ],
  movieGenres: [
    'Comedy', 'Action', 'Drama', 'Sci-Fi', 'Thriller', 'Animation', 'Horror', 'Romance',
    'Documentary', 'Fantasy', 'Mystery', 'Crime', 'Adventure', 'Musical', 'Western', 'Anime',
  ],
  interests: [
    'Startups', 'Sustainability', 'AI', 'Mental Health', 'Languages', 'Debate', 'Robotics',
    'Fashion', 'Esports', 'Public Speaking', 'Investing', 'Social Justice', 'Space', 'Design',
  ],
} as const;

// prettier-ignore
export const FIRST_NAMES = [
  'Ada', 'Ben', 'Chloe', 'Daniel', 'Elena', 'Farid', 'Grace', 'Hugo', 'Isla', 'Jamal', 'Kenji',
  'Lena', 'Mateo', 'Nadia', 'Omar', 'Priya', 'Quinn', 'Rosa', 'Sami', 'Tara', 'Umar', 'Vera',
  'Wei', 'Ximena', 'Yusuf', 'Zoe', 'Amara', 'Bruno', 'Carmen', 'Dev', 'Emil', 'Fatima', 'Gabe',
  'Hana', 'Ivan', 'Jade', 'Kofi', 'Lucia', 'Milo', 'Noor',
];

// prettier-ignore
export const MAJORS = [
  'Computer Science', 'Psychology', 'Biology', 'Economics', 'Mechanical Engineering', 'History',
  'Mathematics', 'Business Administration', 'English Literature', 'Chemistry', 'Physics',
  'Political Science', 'Architecture', 'Nursing', 'Music', 'Graphic Design',
];

// prettier-ignore
export const LOCATIONS = [
  'Main Library, Room 2.14', 'Student Union', 'Sports Centre', 'Campus Green', 'Engineering Hall',
  'Science Building Lab 3', 'Café Central', 'Arts Centre Studio B', 'Lecture Theatre A',
  'Riverside Park', 'Career Services Office', 'Dormitory Common Room', 'Online (video call)',
];

/** Title patterns per category; `{}` is filled with a value from the named vocabulary. */
export const ACTIVITY_TITLES: Record<
  ActivityCategory,
  { pattern: string; from: keyof typeof INTEREST_VOCABULARY }[]
> = {
  Academic: [
    { pattern: '{} study group', from: 'favoriteSubjects' },
    { pattern: '{} exam prep session', from: 'favoriteSubjects' },
    { pattern: 'Peer tutoring: {}', from: 'favoriteSubjects' },
  ],
  Social: [
    { pattern: '{} evening', from: 'hobbies' },
    { pattern: '{} listening party', from: 'musicGenres' },
    { pattern: '{} movie night', from: 'movieGenres' },
  ],
  Sports: [
    { pattern: 'Pick-up {}', from: 'sports' },
    { pattern: '{} training for beginners', from: 'sports' },
    { pattern: 'Weekend {} match', from: 'sports' },
  ],
  Career: [
    { pattern: 'Careers in {}: alumni panel', from: 'favoriteSubjects' },
    { pattern: '{} networking meetup', from: 'interests' },
    { pattern: 'CV clinic for {} students', from: 'favoriteSubjects' },
  ],
  Other: [
    { pattern: '{} workshop', from: 'hobbies' },
    { pattern: '{} club meeting', from: 'interests' },
    { pattern: 'Volunteering: {} project', from: 'interests' },
  ],
};

export const DESCRIPTIONS = [
  'All levels welcome, bring a friend.',
  'We meet, share ideas and get to know each other.',
  'Snacks provided. Please be on time so we can start together.',
  'A relaxed session for anyone curious about {}.',
  'Come along if you like {}: no experience needed.',
];
