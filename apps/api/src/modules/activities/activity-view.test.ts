import mongoose from 'mongoose';
import { activitiesJson, toActivityView, type PopulatedActivity } from './activity-view';

const id = () => new mongoose.Types.ObjectId();
const person = (name: string) => ({
  _id: id(),
  username: name,
  profilePicture: `/api/avatars/${name}.svg`,
  email: `${name}@uni.example`,
});

function page(): PopulatedActivity[] {
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
    } as unknown as PopulatedActivity,
  ];
}

const BASE = 'http://api.example';
const outsiders = [id().toString(), id().toString()];

describe('the shared JSON of a list page', () => {
  it('when two students outside the page see it, then their views are the same bytes: nothing in it depends on the viewer', () => {
    const list = page();
    const [first, second] = outsiders.map((viewer) =>
      JSON.stringify(list.map((activity) => toActivityView(activity, viewer, BASE))),
    );
    expect(second).toBe(first);
  });

  it('when an outsider gets the page after another, then the shared bytes are exactly what would be rendered for them', () => {
    const list = page();
    activitiesJson(list, outsiders[0]!, BASE);
    const shared = activitiesJson(list, outsiders[1]!, BASE).toString();
    const own = JSON.stringify(
      list.map((activity) => toActivityView(activity, outsiders[1]!, BASE)),
    );
    expect(shared).toBe(own);
    expect(shared).not.toContain('@uni.example');
  });

  it('when a participant gets the page, then the same shared bytes, without anyone’s email', () => {
    const list = page();
    const shared = activitiesJson(list, outsiders[0]!, BASE);
    const participant = list[0]!.participants[1]!._id.toString();
    expect(activitiesJson(list, participant, BASE)).toBe(shared);
  });

  it('when the organizer gets the page after an outsider, then their own bytes, with the emails', () => {
    const list = page();
    activitiesJson(list, outsiders[0]!, BASE);
    const organizer = list[0]!.creator!._id.toString();
    expect(activitiesJson(list, organizer, BASE).toString()).toContain('bob@uni.example');
  });
});
