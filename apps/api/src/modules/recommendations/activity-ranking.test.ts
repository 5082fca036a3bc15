import mongoose from 'mongoose';
import { rankActivities } from './activity-ranking';

const id = () => new mongoose.Types.ObjectId();
const activity = (title: string, participants: mongoose.Types.ObjectId[], days = 1) => ({
  _id: id(),
  title,
  description: '',
  category: 'Other',
  date: new Date(Date.now() + days * 86_400_000),
  participants,
});

describe('ranking activities for a student', () => {
  it('when friends joined an activity, then it ranks above one that only matches an interest', () => {
    const ana = id();
    const chess = activity('Chess evening', []);
    const withAna = activity('Board games', [ana], 2);
    const ranked = rankActivities([chess, withAna], {
      interests: ['Chess'],
      friends: new Set([ana.toString()]),
    });
    expect(ranked.map((a) => a.title)).toEqual(['Board games', 'Chess evening']);
  });

  it('when no friend is in either, then interest matches and then the sooner come first', () => {
    const later = activity('Chess evening', [], 3);
    const sooner = activity('Movie night', [], 1);
    const soonest = activity('Quiz', [], 0.5);
    const ranked = rankActivities([soonest, sooner, later], {
      interests: ['chess'],
      friends: new Set(),
    });
    expect(ranked.map((a) => a.title)).toEqual(['Chess evening', 'Quiz', 'Movie night']);
  });
});
