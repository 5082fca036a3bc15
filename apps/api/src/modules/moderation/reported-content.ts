import { MODERATION_MESSAGES as M, type ReportTargetType } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { notFound } from '@/lib/app-error';
import { hideActivity, reportableActivity } from '@/modules/activities';
import type { ModeratedMessages } from '@/modules/messages';
import { setProfileText, studentById } from '@/modules/users';

const objectId = (id: string) => new mongoose.Types.ObjectId(id);

/** Content as a report keeps it: its words, whose they are, and where they were. */
export interface Snapshot {
  text: string;
  author: mongoose.Types.ObjectId | null;
  context: string;
}

/** Reading, hiding and giving back each kind of reported content. */
export function reportedContent(messages: ModeratedMessages) {
  return {
    /** The target as the reporter can see it; 404 when there is none they can see. */
    async snapshot(reporterId: string, type: ReportTargetType, id: string): Promise<Snapshot> {
      if (type === 'message') {
        const message = await messages.snapshot(reporterId, id);
        if (!message) throw notFound(M.targetNotFound);
        return { ...message, author: objectId(message.authorId) };
      }
      if (type === 'user') {
        const user = await studentById(id, ['username', 'bio', 'location']);
        if (!user) throw notFound(M.targetNotFound);
        const text = [user.username, user.bio, user.location].filter(Boolean).join('\n');
        return { text, author: user._id, context: 'Profile' };
      }
      const activity = await reportableActivity(id);
      if (!activity) throw notFound(M.targetNotFound);
      return {
        text: `${activity.title}\n${activity.description}`,
        author: activity.creator,
        context: 'Activity',
      };
    },

    /** Removes it for everyone but moderators (who keep the report's copy). */
    async hide(type: ReportTargetType, id: string): Promise<void> {
      if (type === 'message') return messages.hide(id);
      if (type === 'activity') {
        await hideActivity(id);
        return;
      }
      // A profile keeps the name; what the student wrote about themselves goes.
      await setProfileText(id, { bio: '', location: '' });
    },

    /** A message hidden pending review gets its text back when the report is dismissed. */
    async restore(type: ReportTargetType, id: string, text: string): Promise<void> {
      if (type === 'message') await messages.restore(id, text);
    },
  };
}
