import { MODERATION_MESSAGES as M, SOCKET_EVENTS as E, type Report } from '@peerconnect/contracts';
import request from 'supertest';
import { chatServerPerFile, collect, eventually } from '@/test/chat-test-server';
import { activityWith, as, makeFriends, newClientId, type Student } from '@/test/student-fixtures';
import { registerStudent } from '@/test/test-app';
import { grantModerator, suspendStudent } from '@/modules/users';

const chat = chatServerPerFile();
const app = () => chat.server().app;
const student = () => registerStudent(app());

async function moderator(): Promise<Student> {
  const made = await student();
  await grantModerator(made.user._id);
  return made;
}

async function directMessage(from: Student, to: Student, content: string): Promise<string> {
  const sent = await as(app(), from).post('/api/messages', {
    receiverId: to.user._id,
    content,
    clientId: newClientId(),
  });
  expect(sent.status).toBe(201);
  return sent.body._id as string;
}

const report = (by: Student, targetType: string, targetId: string, reason = 'harassment') =>
  as(app(), by).post('/api/reports', { targetType, targetId, reason, note: 'Not okay' });

const queue = async (mod: Student): Promise<Report[]> => {
  const listed = await as(app(), mod).get('/api/moderation/reports?status=open');
  expect(listed.status).toBe(200);
  return listed.body as Report[];
};

const reportOf = async (mod: Student, targetId: string) => {
  const found = (await queue(mod)).find((row) => row.targetId === targetId);
  if (!found) throw new Error(`no open report of ${targetId}`);
  return found;
};

const act = (mod: Student, reportId: string, body: object) =>
  as(app(), mod).post(`/api/moderation/reports/${reportId}/actions`, body);

const login = (who: Student) =>
  request(app()).post('/api/auth/login').send({ email: who.email, password: who.password });

describe('reporting', () => {
  it('when a student reports a message, then 201; a second open report of it answers 409; their own is refused', async () => {
    const [ada, ben] = [await student(), await student()];
    await makeFriends(ada, ben);
    const id = await directMessage(ben, ada, 'you are useless');
    const first = await report(ada, 'message', id);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'open', message: M.reported });
    const again = await report(ada, 'message', id, 'spam');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyReported);
    expect((await report(ben, 'message', id)).body.message).toBe(M.notYourself);
    const unknownReason = await as(app(), ada).post('/api/reports', {
      targetType: 'message',
      targetId: id,
      reason: 'boring',
    });
    expect(unknownReason.body.message).toBe(M.invalidReason);
  });

  it('when students are not moderators, then the queue, the actions and the audit log answer 403', async () => {
    const eve = await student();
    const answers = await Promise.all([
      as(app(), eve).get('/api/moderation/reports?status=open'),
      as(app(), eve).get('/api/moderation/audit'),
      act(eve, eve.user._id, { action: 'ban', note: 'mine now' }),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body.message])).toEqual([
      [403, M.moderatorsOnly],
      [403, M.moderatorsOnly],
      [403, M.moderatorsOnly],
    ]);
  });

  it('when moderators read the queue, then they see the content as it was when reported, and nobody sees who reported', async () => {
    const [ada, ben, mod] = [await student(), await student(), await moderator()];
    await makeFriends(ada, ben);
    const id = await directMessage(ben, ada, 'the original insult');
    await report(ada, 'message', id);
    await as(app(), ben).put(`/api/messages/direct/${id}`, { content: 'something nice' });
    const row = await reportOf(mod, id);
    expect(row).toMatchObject({
      targetType: 'message',
      reason: 'harassment',
      note: 'Not okay',
      reporters: 1,
      hidden: false,
      content: {
        text: 'the original insult',
        author: { _id: ben.user._id, username: ben.user.username },
        context: 'Direct message',
      },
    });
    expect(JSON.stringify(await queue(mod))).not.toContain(ada.user._id);
    const bensNotifications = await as(app(), ben).get('/api/notifications');
    expect(JSON.stringify(bensNotifications.body)).not.toContain(ada.user._id);
  });
});

describe('moderators acting on reports', () => {
  it('when a moderator hides a reported message, then it reads removed for both students, live, and the reporter is told the outcome', async () => {
    const [ada, ben, mod] = [await student(), await student(), await moderator()];
    await makeFriends(ada, ben);
    const id = await directMessage(ben, ada, 'buy cheap pills');
    await report(ada, 'message', id, 'spam');
    const [adaTab, benTab] = [await chat.tab(ada.token), await chat.tab(ben.token)];
    const [adaHears, benHears] = [
      collect(adaTab, E.messageChanged),
      collect(benTab, E.messageChanged),
    ];
    const decided = await act(mod, (await reportOf(mod, id))._id, {
      action: 'hide',
      note: 'Spam link',
    });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({ status: 'closed', outcome: 'hide', hidden: true });
    await eventually(() => adaHears.length === 1 && benHears.length === 1, 'the live removal');
    expect(adaHears[0]).toMatchObject({ _id: id, content: '', deleted: 'moderator' });
    const history = await as(app(), ada).get(`/api/messages/${ben.user._id}`);
    expect(history.body.find((message: { _id: string }) => message._id === id)).toMatchObject({
      content: '',
      deleted: 'moderator',
    });
    const told = await as(app(), ada).get('/api/notifications');
    expect(told.body.items[0]).toMatchObject({
      type: 'report-outcome',
      text: 'A moderator reviewed your report: the content was removed',
      actor: null,
    });
    expect((await act(mod, decided.body._id, { action: 'dismiss', note: 'again' })).status).toBe(
      409,
    );
  });

  it('when a moderator suspends a student, then their live socket is cut, their token stops working, and sign-in says until when', async () => {
    const [ada, ben, mod] = [await student(), await student(), await moderator()];
    const reported = await report(ada, 'user', ben.user._id);
    expect(reported.status).toBe(201);
    const socket = await chat.tab(ben.token);
    const cut = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
    const decided = await act(mod, (await reportOf(mod, ben.user._id))._id, {
      action: 'suspend',
      days: 3,
      note: 'Threats in chat',
    });
    expect(decided.status).toBe(200);
    await cut;
    expect((await as(app(), ben).get('/api/auth/me')).status).toBe(401);
    const refused = await login(ben);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('ACCOUNT_SUSPENDED');
    expect(refused.body.message).toMatch(/^Your account is suspended until .+\d{4}.+\.$/);
    await suspendStudent(ben.user._id, new Date(Date.now() - 1000));
    expect((await login(ben)).status).toBe(200);
  });

  it('when a moderator bans a student, then sign-in is refused without an end', async () => {
    const [ada, ben, mod] = [await student(), await student(), await moderator()];
    const activityId = await activityWith(app(), ben, []);
    await report(ada, 'activity', activityId, 'safety');
    await act(mod, (await reportOf(mod, activityId))._id, { action: 'ban', note: 'Scam' });
    const refused = await login(ben);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: M.banned });
  });

  it('when suspending without days or acting without a note, then 400 with what is missing', async () => {
    const [ada, ben, mod] = [await student(), await student(), await moderator()];
    await report(ada, 'user', ben.user._id);
    const row = await reportOf(mod, ben.user._id);
    expect((await act(mod, row._id, { action: 'suspend', note: 'x' })).body.message).toBe(
      M.daysRequired,
    );
    expect((await act(mod, row._id, { action: 'hide' })).body.message).toBe(M.noteRequired);
  });

  it('when three different students report one activity message, then it is hidden at once pending review; dismissing gives it back', async () => {
    const [host, ana, ben, cy, mod] = [
      await student(),
      await student(),
      await student(),
      await student(),
      await moderator(),
    ];
    const activityId = await activityWith(app(), host, [ana, ben, cy]);
    const posted = await as(app(), host).post('/api/messages/activity', {
      activityId,
      content: 'borderline joke',
      clientId: newClientId(),
    });
    const id = posted.body._id as string;
    const history = async () =>
      (await as(app(), ana).get(`/api/messages/activity/${activityId}`)).body.find(
        (message: { _id: string }) => message._id === id,
      );
    await report(ana, 'message', id);
    await report(ben, 'message', id);
    expect(await history()).toMatchObject({ content: 'borderline joke' });
    await report(cy, 'message', id);
    expect(await history()).toMatchObject({ content: '', deleted: 'moderator' });
    const row = await reportOf(mod, id);
    expect(row).toMatchObject({ reporters: 3, hidden: true, content: { text: 'borderline joke' } });
    await act(mod, row._id, { action: 'dismiss', note: 'A joke among friends' });
    expect(await history()).toMatchObject({ content: 'borderline joke' });
    expect((await history()).deleted).toBeUndefined();
  });

  it('when moderators act, then every action is in the audit log, newest first, with who decided', async () => {
    const [ada, ben, mod] = [await student(), await student(), await moderator()];
    await report(ada, 'user', ben.user._id, 'spam');
    await act(mod, (await reportOf(mod, ben.user._id))._id, {
      action: 'hide',
      note: 'Advert in bio',
    });
    const audit = await as(app(), mod).get('/api/moderation/audit');
    expect(audit.status).toBe(200);
    expect(audit.body[0]).toMatchObject({
      action: 'hide',
      moderator: { _id: mod.user._id, username: mod.user.username },
      subject: { _id: ben.user._id },
      targetType: 'user',
      note: 'Advert in bio',
    });
  });
});
