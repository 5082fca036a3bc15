import mongoose from 'mongoose';
import { activityWith, as } from '@/test/student-fixtures';
import { registerStudent } from '@/test/test-app';
import { useMailingTestApp } from '@/test/smtp-sink';
import { editsTold } from '@/test/activity-edits';
import { NotificationModel } from './notification.model';

const t = useMailingTestApp();
const told = (activityId: string) => editsTold(t.jobs, activityId);

const updatesTo = (userId: string, activityId: string) =>
  NotificationModel.countDocuments({
    recipient: new mongoose.Types.ObjectId(userId),
    activity: new mongoose.Types.ObjectId(activityId),
    type: 'activity-updated',
  });

describe('an organizer editing an activity again and again', () => {
  it('when the organizer makes 20 edits within the window, then each participant gets one notification and one mail saying from the first to the last', async () => {
    const [host, ana, ben] = [
      await registerStudent(t.app),
      await registerStudent(t.app),
      await registerStudent(t.app),
    ];
    const id = await activityWith(t.app, host, [ana, ben]);
    await t.delivered();
    const mailsBefore = t.sink.to(ana.email).length;
    for (let i = 1; i <= 20; i += 1)
      expect(
        (await as(t.app, host).put(`/api/activities/${id}`, { location: `Room ${i}` })).status,
      ).toBe(200);
    await told(id);
    await t.delivered();
    expect([await updatesTo(ana.user._id, id), await updatesTo(ben.user._id, id)]).toEqual([1, 1]);
    const mails = t.sink.to(ana.email).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Library L2');
    expect(mails[0]?.text).toContain('Room 20');
    const listed = await as(t.app, ana).get('/api/notifications');
    expect(listed.body.items[0].text).toBe('Calculus study group moved from Library L2 to Room 20');
  });

  it('when edits come after the window was told, then they are told in a window of their own; edits that undo each other tell nothing', async () => {
    const [host, ana] = [await registerStudent(t.app), await registerStudent(t.app)];
    const id = await activityWith(t.app, host, [ana]);
    const window = async (...locations: string[]) => {
      for (const location of locations)
        await as(t.app, host).put(`/api/activities/${id}`, { location });
      await told(id);
    };
    await window('Sports hall');
    await window('Pool');
    expect(await updatesTo(ana.user._id, id)).toBe(2);
    await window('Gym', 'Pool');
    expect(await updatesTo(ana.user._id, id)).toBe(2);
  });
});
