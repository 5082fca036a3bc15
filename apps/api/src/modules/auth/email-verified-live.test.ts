import request from 'supertest';
import { storeVerificationLink } from '@/modules/users';
import { chatServerPerFile, collect, eventually } from '@/test/chat-test-server';
import { registerStudent } from '@/test/test-app';
import { newLinkToken } from './link-token';

const chat = chatServerPerFile();

describe('an address verified in one tab', () => {
  it('when the link is followed, then every open tab of the student hears the verified record, and nobody else does', async () => {
    const { app } = chat.server();
    const [ada, bob] = [await registerStudent(app), await registerStudent(app)];
    const [first, second, other] = [
      await chat.tab(ada.token),
      await chat.tab(ada.token),
      await chat.tab(bob.token),
    ];
    const heard = [first, second, other].map((tab) => collect(tab, 'user-updated'));
    // The mailed link's token, stored as the verification mail would have left it.
    const { token, hash } = newLinkToken();
    await storeVerificationLink(ada.user._id, {
      hash,
      email: ada.email,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await request(app).get('/api/auth/verify-email').query({ token }).expect(200);
    await eventually(
      () => heard[0]?.length === 1 && heard[1]?.length === 1,
      'both of the student’s tabs to hear it',
    );
    expect(heard[0]?.[0]).toMatchObject({
      _id: ada.user._id,
      email: ada.email,
      emailVerified: true,
    });
    expect(heard[2]).toEqual([]);
  });
});
