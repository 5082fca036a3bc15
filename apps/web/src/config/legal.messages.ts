import { LIMITS } from '@peerconnect/contracts';

export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
}

/**
 * The Terms and the Privacy Policy. Each sentence describes what the code does (what the API
 * stores, the notification retention in LIMITS, the export and the deletion in the users module):
 * a change there changes the text here.
 */
export const TERMS = {
  title: 'Terms',
  intro: 'PeerConnect is a place for students to find, join and create activities together.',
  sections: [
    {
      title: 'Your account',
      paragraphs: [
        'You need an account with a working email address to use PeerConnect. Keep your password to yourself; changing it signs out every other device.',
        'You can download your data or delete your account at any time from your profile.',
      ],
    },
    {
      title: 'Activities and messages',
      paragraphs: [
        'What you write in activities, group chats and direct messages is seen by the students it is meant for. Write nothing you would not say in person.',
        'Organizers may edit or cancel their activities and remove participants; a removed student cannot join that activity again unless the organizer allows it.',
      ],
    },
    {
      title: 'Respecting others',
      paragraphs: [
        'You can block any student: neither of you can then message the other, send a friend request, invite the other to an activity, or find the other in search or suggestions.',
      ],
    },
  ] satisfies LegalSection[],
} as const;

export const PRIVACY = {
  title: 'Privacy Policy',
  intro:
    'What PeerConnect stores about you, who sees it, how long it is kept, and how to take it with you or delete it.',
  sections: [
    {
      title: 'What we store',
      paragraphs: [
        'Your account: username, email address (and a new one while it waits for verification), your password only as a bcrypt hash, and the time zone your browser reports so times in notifications and mails are yours.',
        'Your profile: picture, bio, location, major, graduation year and your interests (hobbies, subjects, sports, music and movie genres).',
        'What you do: your friends and friend requests, the students you blocked, the activities you create, join, wait for or are invited to, the messages you send, your notifications and your settings (notifications, reminders, read receipts, whether search finds you).',
      ],
    },
    {
      title: 'Who sees what',
      paragraphs: [
        'Other students see your username, picture and profile, and the activities you join. Your email address is never shown to other students, except to the organizer of an activity you joined.',
        'Search finds you by username, interests and major unless you turn off “Find me by search”; someone who types your exact email can still find you to send a friend request.',
        'Suggestions of interests at sign-up only show values that at least two students chose, never one student’s own words.',
      ],
    },
    {
      title: 'How long we keep it',
      paragraphs: [
        `Notifications are deleted after ${LIMITS.notificationsKeptDays} days, and only the latest ${LIMITS.notificationsKept} are kept.`,
        'A mail waits in our queue only until it is sent. Everything else is kept until you change or delete it, or delete your account.',
      ],
    },
    {
      title: 'Mail',
      paragraphs: [
        'We mail you to verify your address, to reset your password, and about notifications you chose to get by email. Each notification mail has a link to stop that kind of mail with one click.',
      ],
    },
    {
      title: 'Taking your data with you',
      paragraphs: [
        'On your profile, Edit Profile → “Download my data” saves your profile, friends, the activities you created and joined, the messages you sent and your notification settings as one JSON file.',
      ],
    },
    {
      title: 'Deleting your account',
      paragraphs: [
        'On your profile, Edit Profile → “Delete my account”, confirmed with your password, signs you out everywhere and removes your profile, picture, friendships, friend requests, blocks, invites, notifications and places in activities (a place goes to the next in line).',
        'Upcoming activities you organize are deleted and their participants told by mail; past ones stay in the others’ history from a “Deleted student”. Messages you sent stay for the people you sent them to, from a “Deleted student”.',
      ],
    },
  ] satisfies LegalSection[],
} as const;
