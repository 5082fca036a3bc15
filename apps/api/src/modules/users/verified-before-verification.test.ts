import mongoose from 'mongoose';
import request from 'supertest';
import { registerStudent, useTestApp } from '@/test/test-app';
import { UserModel } from './user.model';
import { verifyStudentsFromBeforeVerification } from './verified-before-verification';

const t = useTestApp();

describe('upgrading a database from before email verification', () => {
  it('when students stored without the field exist, then they become verified, and students who registered since stay as they were', async () => {
    const earlier = await registerStudent(t.app);
    const since = await registerStudent(t.app);
    // As the 2026-11-24 version stored its students: no emailVerified at all.
    await UserModel.collection.updateOne(
      { _id: new mongoose.Types.ObjectId(earlier.user._id) },
      { $unset: { emailVerified: '' } },
    );
    const before = await UserModel.findById(earlier.user._id, { updatedAt: 1 }).lean();

    expect(await verifyStudentsFromBeforeVerification()).toBe(1);
    expect(await verifyStudentsFromBeforeVerification()).toBe(0);

    const me = (token: string) => request(t.app).get('/api/auth/me').set('x-auth-token', token);
    expect((await me(earlier.token)).body.emailVerified).toBe(true);
    expect((await me(since.token)).body.emailVerified).toBe(false);
    const after = await UserModel.findById(earlier.user._id, { updatedAt: 1 }).lean();
    expect(after?.updatedAt).toEqual(before?.updatedAt);
  });
});
