/**
 * Routes that check the current password are limited like sign-in (LOGIN_RATE_LIMIT failures per
 * 15 minutes, per student, over all of them together); address changes are limited per hour.
 */
import { registerStudent, signedIn, useTestApp, type Student } from '@/test/test-app';

const t = useTestApp({ LOGIN_RATE_LIMIT: '3' });
const as = (student: Student) => signedIn(t.app, student.token);

const guess = {
  password: (student: Student, password: string) =>
    as(student).put('/api/users/password', {
      currentPassword: password,
      newPassword: 'whatever-new',
    }),
  leaving: (student: Student, password: string) =>
    as(student).delete('/api/users/me').send({ password }),
  email: (student: Student, password: string, email = `new-${student.email}`) =>
    as(student).put('/api/users/profile', {
      username: student.user.username,
      email,
      currentPassword: password,
    }),
};

describe('current-password checks from a signed-in session', () => {
  it('when a session guesses the password over the three routes, then after the sign-in limit every route refuses, even the right password', async () => {
    const student = await registerStudent(t.app);
    const answers = [
      (await guess.password(student, 'guess-1')).status,
      (await guess.leaving(student, 'guess-2')).status,
      (await guess.email(student, 'guess-3')).status,
      (await guess.password(student, student.password)).status,
      (await guess.leaving(student, student.password)).status,
    ];
    expect(answers).toEqual([400, 400, 400, 429, 429]);
    expect((await as(student).get('/api/auth/me')).status).toBe(200);
  });

  it('when one student hits the limit, then another student’s checks are unaffected', async () => {
    const guesser = await registerStudent(t.app);
    const other = await registerStudent(t.app);
    for (let i = 0; i < 3; i += 1) await guess.password(guesser, `guess-${i}`);
    expect((await guess.password(guesser, 'guess-4')).status).toBe(429);
    expect((await guess.password(other, other.password)).status).toBe(200);
  });

  it('when saves keep the same email, then they carry no password and are not limited', async () => {
    const student = await registerStudent(t.app);
    for (let i = 0; i < 8; i += 1) {
      const saved = await as(student).put('/api/users/profile', {
        username: student.user.username,
        email: student.email,
        currentPassword: '',
        bio: `take ${i}`,
      });
      expect(saved.status).toBe(200);
    }
  });
});

describe('changing the email address', () => {
  it('when a student asks for new addresses again and again, then after 5 in an hour it is refused and no more mail goes out', async () => {
    const student = await registerStudent(t.app);
    const answers = [];
    for (let i = 0; i < 7; i += 1)
      answers.push(
        (await guess.email(student, student.password, `move-${i}@elsewhere.example`)).status,
      );
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});
