/**
 * A small world for the security suites: an activity organised by Ada with Bob in it and a chat
 * message, a direct message between them, Bob's pending friend request to Cy, and Eve, who belongs
 * to none of it. Suites try what Eve (or nobody) must not do, and check the database is unchanged.
 */
import mongoose from 'mongoose';
import request from 'supertest';
import type { Express } from 'express';
import { activityWith, as, newClientId, type Student } from '@/test/student-fixtures';
import { registerStudent, useTestApp } from '@/test/test-app';

export interface World {
  ada: Student;
  bob: Student;
  cy: Student;
  eve: Student;
  activityId: string;
  requestId: string;
  directMessageId: string;
  /** The organizer's 'Welcome' in the activity's chat. */
  activityMessageId: string;
  /** Cy's notification of Bob's request. */
  notificationId: string;
}

export async function buildWorld(app: Express): Promise<World> {
  const [ada, bob, cy, eve] = [
    await registerStudent(app, { hobbies: ['Chess'] }),
    await registerStudent(app, { hobbies: ['Chess'] }),
    await registerStudent(app),
    await registerStudent(app),
  ];
  const activityId = await activityWith(app, ada, [bob]);
  const welcome = await as(app, ada)
    .post('/api/messages/activity', { activityId, content: 'Welcome', clientId: newClientId() })
    .expect(201);
  const direct = await as(app, ada)
    .post('/api/messages', { receiverId: bob.user._id, content: 'Hi Bob', clientId: newClientId() })
    .expect(201);
  const sent = await as(app, bob).post('/api/friends/request', { userId: cy.user._id }).expect(201);
  const notifications = await as(app, cy).get('/api/notifications').expect(200);
  return {
    ada,
    bob,
    cy,
    eve,
    activityId,
    requestId: sent.body.request._id as string,
    directMessageId: direct.body._id as string,
    activityMessageId: welcome.body._id as string,
    notificationId: notifications.body.items[0]._id as string,
  };
}

/** Every stored document of every model, as one string: equal strings mean nothing changed. */
export async function databaseState(): Promise<string> {
  const collections = Object.values(mongoose.models)
    .map((model) => model.collection)
    .sort((a, b) => a.collectionName.localeCompare(b.collectionName));
  const contents = await Promise.all(
    collections.map(async (collection) => [
      collection.collectionName,
      await collection.find({}).sort({ _id: 1 }).toArray(),
    ]),
  );
  return JSON.stringify(contents);
}

export type Method = 'get' | 'post' | 'put' | 'delete';

/** One HTTP call, signed in as `token` when given, with a JSON body when given. */
export function call(
  app: Express,
  method: Method,
  path: string,
  options: { token?: string; body?: unknown } = {},
) {
  const test = request(app)[method](path);
  if (options.token) test.set('x-auth-token', options.token);
  return options.body === undefined ? test : test.send(options.body as object);
}

/** The real app and its world for one test file: built before the file's tests, closed after. */
export function worldPerFile(env: Record<string, string> = {}): { app: Express; world: World } {
  const t = useTestApp(env);
  let world: World;
  beforeAll(async () => {
    world = await buildWorld(t.app);
    // The world's mails (Cy's friend request) leave the queue before any suite takes its snapshot.
    await t.mailer.queue.drain();
  });
  return {
    get app() {
      return t.app;
    },
    get world() {
      return world;
    },
  };
}
