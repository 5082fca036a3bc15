/**
 * Two campuses for the sample community: the sample students' domain is PeerConnect University's;
 * every fourth other student moves to Riverside College's domain, and every seventh to a personal
 * address with no campus. Activities then carry their organizer's campus, as if made after.
 */
import mongoose from 'mongoose';
import { addCampus } from '@/modules/campuses';
import { setCampusOfActivitiesBy } from '@/modules/activities';
import {
  changeEmails,
  oldestStudents,
  studentIdsOfCampus,
  studentsByEmails,
} from '@/modules/users';

export const SEED_CAMPUSES = [
  { name: 'PeerConnect University', domains: ['students.peerconnect.test', 'peerconnect.test'] },
  { name: 'Riverside College', domains: ['riverside-college.test'] },
];

export async function seedCampuses(sampleEmails: string[]) {
  const samples = await studentsByEmails(sampleEmails, []);
  const others = await oldestStudents(
    samples.map((sample) => sample._id),
    ['email'],
  );
  const moves = others.flatMap(({ _id, email }, index) => {
    const local = email.split('@')[0];
    if (index % 4 === 0) return [{ _id, email: `${local}@riverside-college.test` }];
    if (index % 7 === 0) return [{ _id, email: `${local}@mail.example.org` }];
    return [];
  });
  if (moves.length > 0) await changeEmails(moves);
  const campuses = [];
  for (const campus of SEED_CAMPUSES) campuses.push(await addCampus(campus));
  for (const { campus } of campuses) {
    const members = await studentIdsOfCampus(campus._id);
    await setCampusOfActivitiesBy(members, {
      _id: new mongoose.Types.ObjectId(campus._id),
      name: campus.name,
    });
  }
  return campuses.map(({ campus, students }) => ({ name: campus.name, students }));
}
