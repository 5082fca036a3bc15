import type { InvitableFriend, Notification } from '@peerconnect/contracts';
import { activityWith, as, makeFriends, type Student } from '@/test/student-fixtures';
import { registerStudent, useTestApp } from '@/test/test-app';

const t = useTestApp();

const student = () => registerStudent(t.app);
/** Four new students and an upcoming activity the first organizes, nobody in it yet. */
async function hostAndThree() {
  const people = [await student(), await student(), await student(), await student()] as const;
  return { people, id: await activityWith(t.app, people[0], []) };
}
const invitable = async (who: Student, id: string) =>
  (await as(t.app, who).get(`/api/activities/${id}/invites`).expect(200)).body as InvitableFriend[];
const invite = (who: Student, id: string, friends: Student[]) =>
  as(t.app, who).post(`/api/activities/${id}/invites`, {
    userIds: friends.map((friend) => friend.user._id),
  });
const notificationsOf = async (who: Student) =>
  (await as(t.app, who).get('/api/notifications').expect(200)).body.items as Notification[];

describe('inviting friends to an activity', () => {
  it('when a participant invites a friend, then the friend gets one activity-invite notification leading to the activity, and can join from it', async () => {
    const [host, ada, bob] = [await student(), await student(), await student()];
    const id = await activityWith(t.app, host, [ada]);
    await makeFriends(ada, bob);
    expect(await invitable(ada, id)).toEqual([
      { _id: bob.user._id, username: bob.user.username, profilePicture: '', status: 'invitable' },
    ]);
    const sent = await invite(ada, id, [bob]);
    expect(sent.status).toBe(200);
    expect(sent.body.invited).toEqual([bob.user._id]);
    expect(sent.body.friends).toEqual([expect.objectContaining({ status: 'invited' })]);
    const [notification] = await notificationsOf(bob);
    expect(notification).toMatchObject({
      type: 'activity-invite',
      actor: { _id: ada.user._id },
      activity: { _id: id, title: 'Calculus study group' },
      text: `${ada.user.username} invited you to Calculus study group`,
      link: `/activities/${id}`,
    });
    await as(t.app, bob).post(`/api/activities/${id}/join`).expect(200);
    expect((await invitable(ada, id))[0]?.status).toBe('going');
  });

  it('when the same friend is invited again, by the same or another friend, then nobody is notified twice', async () => {
    const {
      people: [, ada, cy, bob],
      id,
    } = await hostAndThree();
    await makeFriends(ada, bob);
    await makeFriends(cy, bob);
    expect((await invite(ada, id, [bob])).body.invited).toEqual([bob.user._id]);
    expect((await invite(ada, id, [bob])).body.invited).toEqual([]);
    expect((await invite(cy, id, [bob])).body.invited).toEqual([]);
    const invites = (await notificationsOf(bob)).filter((n) => n.type === 'activity-invite');
    expect(invites).toHaveLength(1);
  });

  it('when a friend is blocked either way, then they are not offered and cannot be invited', async () => {
    const {
      people: [, ada, bob, cy],
      id,
    } = await hostAndThree();
    await makeFriends(ada, bob);
    await makeFriends(ada, cy);
    await as(t.app, cy).post(`/api/users/${ada.user._id}/block`).expect(200);
    expect((await invitable(ada, id)).map((friend) => friend._id)).toEqual([bob.user._id]);
    const refused = await invite(ada, id, [cy]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'You can only invite your friends',
    });
    expect(await notificationsOf(cy)).toEqual([]);
  });

  it('when someone who is not a friend, nobody, or a cancelled activity is named, then it is refused', async () => {
    const {
      people: [host, ada, stranger, bob],
      id,
    } = await hostAndThree();
    await makeFriends(ada, bob);
    expect((await invite(ada, id, [stranger])).body.message).toBe(
      'You can only invite your friends',
    );
    expect((await invite(ada, id, [])).body.message).toBe('Pick at least one friend to invite');
    await as(t.app, host).post(`/api/activities/${id}/cancel`, {}).expect(200);
    expect((await invite(ada, id, [bob])).body.message).toBe(
      'This activity has already started or is cancelled',
    );
  });

  it('when the organizer invites, then friends already going show as going and are skipped', async () => {
    const [host, ada, bob] = [await student(), await student(), await student()];
    const id = await activityWith(t.app, host, [ada]);
    await makeFriends(host, ada);
    await makeFriends(host, bob);
    const sent = await invite(host, id, [ada, bob]);
    expect(sent.body.invited).toEqual([bob.user._id]);
    expect(sent.body.friends.map((f: InvitableFriend) => f.status).sort()).toEqual([
      'going',
      'invited',
    ]);
  });
});
