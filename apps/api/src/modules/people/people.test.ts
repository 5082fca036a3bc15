import mongoose from 'mongoose';
import type { PeoplePage } from '@peerconnect/contracts';
import request from 'supertest';
import { as, makeFriends, type Student } from '@/test/student-fixtures';
import { registerStudent, useTestApp } from '@/test/test-app';

const t = useTestApp();

/** Usernames are unique across the file's students: each test names its own with a prefix. */
const named = (username: string, extra: Record<string, unknown> = {}) =>
  registerStudent(t.app, { username, email: `${username}@uni.example`, ...extra });

const search = async (who: Student, q: string, page?: number) => {
  const query = new URLSearchParams({ q, ...(page ? { page: String(page) } : {}) });
  const response = await as(t.app, who).get(`/api/people?${query.toString()}`).expect(200);
  return response.body as PeoplePage;
};
const names = (page: PeoplePage) => page.items.map((person) => person.username);

describe('people search', () => {
  it('when searching a name, then the exact username comes first, then those starting with it, then those containing it, then interests and majors', async () => {
    const me = await named('seeker_rank');
    await named('xlena');
    await named('lena_4');
    await named('lena');
    await named('lenart');
    await named('hiker_rank', { hobbies: ['Lena river trips'] });
    await named('major_rank', { major: 'Lenaology' });
    const page = await search(me, 'LENA');
    expect(names(page)).toEqual(['lena', 'lena_4', 'lenart', 'xlena', 'hiker_rank', 'major_rank']);
    expect(page.items.map((person) => person.match)).toEqual([
      'username-exact',
      'username-prefix',
      'username-prefix',
      'username',
      'interest',
      'major',
    ]);
    expect(page.items[4]).toMatchObject({ interest: 'Lena river trips' });
    expect(page.items[5]).toMatchObject({ major: 'Lenaology' });
    expect(page.nextPage).toBeNull();
  });

  it('when more match than a page holds, then pages follow each other without repeats and say when there is another', async () => {
    const me = await named('seeker_page');
    for (let i = 0; i < 25; i += 1) await named(`pager${String(i).padStart(2, '0')}`);
    const first = await search(me, 'pager');
    expect(first.items).toHaveLength(20);
    expect(first.nextPage).toBe(2);
    const second = await search(me, 'pager', 2);
    expect(second.items).toHaveLength(5);
    expect(second.nextPage).toBeNull();
    const all = [...names(first), ...names(second)];
    expect(new Set(all).size).toBe(25);
    expect(all).toEqual([...all].sort());
  });

  it('when either student blocked the other, then neither finds the other', async () => {
    const [ada, bob, cy] = [
      await named('blockada'),
      await named('blockbob'),
      await named('blockcy'),
    ];
    await as(t.app, ada).post(`/api/users/${bob.user._id}/block`).expect(200);
    expect(names(await search(ada, 'block'))).toEqual(['blockcy']);
    expect(names(await search(bob, 'block'))).toEqual(['blockcy']);
    expect(names(await search(cy, 'block'))).toEqual(['blockada', 'blockbob']);
  });

  it('when a student opts out, then search no longer finds them but their exact email still does, and opting in again brings them back', async () => {
    const [me, shy] = [await named('optseeker'), await named('optshy')];
    const off = await as(t.app, shy).put('/api/users/me/privacy', { searchable: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ _id: shy.user._id, searchable: false });
    expect(names(await search(me, 'optshy'))).toEqual([]);
    const byEmail = await as(t.app, me).get(`/api/users/find-by-email?email=${shy.email}`);
    expect(byEmail.body).toMatchObject({ username: 'optshy' });
    await as(t.app, shy).put('/api/users/me/privacy', { searchable: true }).expect(200);
    expect(names(await search(me, 'optshy'))).toEqual(['optshy']);
    const me2 = await as(t.app, shy).get('/api/auth/me');
    expect(me2.body.searchable).toBe(true);
  });

  it('when a result is a friend or already asked, then it says so', async () => {
    const [me, friend, asked] = [
      await named('relme'),
      await named('relfriend'),
      await named('relasked'),
    ];
    await makeFriends(me, friend);
    await as(t.app, me).post('/api/friends/request', { userId: asked.user._id }).expect(201);
    const page = await search(me, 'rel');
    expect(
      page.items.map(({ username, isFriend, requestSent }) => ({
        username,
        isFriend,
        requestSent,
      })),
    ).toEqual([
      { username: 'relasked', isFriend: false, requestSent: true },
      { username: 'relfriend', isFriend: true, requestSent: false },
    ]);
  });

  it('when the search is empty, too long or not signed in, then it is refused', async () => {
    const me = await named('badsearch');
    const empty = await as(t.app, me).get('/api/people?q=%20');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      code: 'VALIDATION',
      message: 'Type a name, interest or major to search',
    });
    expect((await as(t.app, me).get(`/api/people?q=${'a'.repeat(51)}`)).status).toBe(400);
    expect((await as(t.app, me).get('/api/people?q=a&page=0')).status).toBe(400);
    expect((await request(t.app).get('/api/people?q=lena')).status).toBe(401);
  });
});

describe('popular interests', () => {
  it('when students chose interests, then those chosen by two or more come, most chosen first, to visitors too', async () => {
    await mongoose.connection.collection('users').updateMany({}, { $set: { sports: [] } });
    await named('sport1', { sports: ['Climbing', 'Tennis'] });
    await named('sport2', { sports: ['climbing', 'Tennis', 'Rowing'] });
    await named('sport3', { sports: ['Climbing'] });
    const response = await request(t.app).get('/api/people/popular-interests?kind=sports');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ interests: ['Climbing', 'Tennis'] });
    expect((await request(t.app).get('/api/people/popular-interests?kind=nope')).status).toBe(400);
  });
});
