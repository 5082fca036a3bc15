import mongoose from 'mongoose';
import { toActivityView } from './activity-view';
import type { ActivityWithPeople } from './activity-people';

const id = () => new mongoose.Types.ObjectId();
const person = (name: string) => ({
  _id: id(),
  username: name,
  profilePicture: `/api/avatars/${name}.svg`,
  email: `${name}@uni.example`,
});

function page(): ActivityWithPeople[] {
  const organizer = person('ada');
  return [
    {
      _id: id(),
      title: 'Chess club',
      description: 'Weekly games',
      category: 'Social',
      date: new Date('2030-01-01T18:00:00Z'),
      location: 'Library',
      maxParticipants: 8,
      image: '/api/activity-images/social.jpg',
      creator: organizer,
      participants: [organizer, person('bob')],
      createdAt: new Date('2029-12-01T10:00:00Z'),
    } as unknown as ActivityWithPeople,
  ];
}

const BASE = 'http://api.example';

describe('an activity as a student sees it', () => {
  it('when the organizer sees it, then participants carry their emails', () => {
    const [activity] = page();
    const organizer = activity!.creator!._id.toString();
    expect(JSON.stringify(toActivityView(activity!, organizer, BASE))).toContain('bob@uni.example');
  });

  it('when a participant or an outsider sees it, then nobody’s email is in it', () => {
    const [activity] = page();
    const participant = activity!.participants[1]!._id.toString();
    for (const viewer of [participant, id().toString()])
      expect(JSON.stringify(toActivityView(activity!, viewer, BASE))).not.toContain('@uni.example');
  });
});
