import request from 'supertest';
import type { Express } from 'express';
import { befriend, endFriendship as unfriend } from '@/modules/users';
import type { Student } from '@/test/test-app';

export type { Student };

let clientIds = 0;
/** A fresh client-generated message id, as the web app makes one per message. */
export const newClientId = () => `test-client-${Date.now().toString(36)}-${(clientIds += 1)}`;

/** Signed-in calls of one student against an app. */
export function as(app: Express, student: Student) {
  const token = student.token;
  return {
    get: (path: string) => request(app).get(path).set('x-auth-token', token),
    post: (path: string, body?: object) =>
      request(app).post(path).set('x-auth-token', token).send(body),
    put: (path: string, body?: object) =>
      request(app).put(path).set('x-auth-token', token).send(body),
    delete: (path: string) => request(app).delete(path).set('x-auth-token', token),
  };
}

/** An upcoming activity organised by `organizer`, joined by `participants`. */
export async function activityWith(app: Express, organizer: Student, participants: Student[]) {
  const created = await as(app, organizer).post('/api/activities', {
    title: 'Calculus study group',
    description: 'Past papers together',
    date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    location: 'Library L2',
    category: 'Academic',
  });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const id = created.body._id as string;
  for (const student of participants) {
    const joined = await as(app, student).post(`/api/activities/${id}/join`);
    if (joined.status !== 200) throw new Error(`join failed: ${JSON.stringify(joined.body)}`);
  }
  return id;
}

/** Accepted friendship, written as the friends service keeps it (on both users). */
export async function makeFriends(a: Student, b: Student): Promise<void> {
  await befriend(a.user._id, b.user._id);
}

export async function endFriendship(a: Student, b: Student): Promise<void> {
  await unfriend(a.user._id, b.user._id);
}
