import { ACTIVITY_CATEGORIES, SERIES_FREQUENCIES } from '@peerconnect/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { forgetReadsOnWrite } from '@/lib/read-cache';

const activitySchema = new Schema(
  {
    title: { type: String, required: true, trim: true },
    /** Lowercased title: the alphabetical sort and its cursor compare this, not the display text. */
    titleKey: { type: String, required: true },
    description: { type: String, required: true },
    category: { type: String, required: true, enum: ACTIVITY_CATEGORIES },
    /** The start. */
    date: { type: Date, required: true },
    /** Set on every write (start + the default duration when none is given). */
    endDate: { type: Date },
    location: { type: String, required: true },
    maxParticipants: { type: Number, default: null },
    image: { type: String, default: '' },
    creator: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** Joiners only; the organizer is not counted. */
    participants: { type: [{ type: Schema.Types.ObjectId, ref: 'User' }], default: [] },
    /** Kept equal to participants.length so "is there a place left" is one atomic condition. */
    participantCount: { type: Number, default: 0 },
    /** Students waiting for a place, first come first served (never also participants). */
    waitlist: { type: [{ type: Schema.Types.ObjectId, ref: 'User' }], default: [] },
    waitlistCount: { type: Number, default: 0 },
    /** Students the organizer removed: they cannot join again until allowed. */
    removed: { type: [{ type: Schema.Types.ObjectId, ref: 'User' }], default: [] },
    /** Hidden by a moderator: gone from every list and page. */
    hiddenAt: { type: Date },
    cancelledAt: { type: Date },
    cancelReason: { type: String },
    /** The organizer's campus when they created it: a later change of theirs does not move it. */
    campus: {
      type: { _id: { type: Schema.Types.ObjectId, required: true }, name: String },
      default: undefined,
    },
    /** iCalendar's SEQUENCE: raised on every change a calendar shows (time, place, title, cancel). */
    sequence: { type: Number, default: 0 },
    /** The weekly series this date belongs to; its frequency is kept here for the lists' badge. */
    series: {
      type: new Schema(
        {
          id: { type: Schema.Types.ObjectId, required: true },
          frequency: { type: String, enum: SERIES_FREQUENCIES, required: true },
        },
        { _id: false },
      ),
      default: undefined,
    },
    /** A link to it shows visitors a preview (modules/sharing) unless the organizer turns it off. */
    sharePreview: { type: Boolean, default: true },
  },
  { timestamps: true },
);

// One index per query path: the list by date or title (optionally per category), the
// organizer's and the participant's lists, similar activities by category and date, a series' dates.
activitySchema.index({ date: -1, _id: -1 });
activitySchema.index({ category: 1, date: -1, _id: -1 });
activitySchema.index({ titleKey: 1, _id: 1 });
activitySchema.index({ creator: 1, date: -1 });
activitySchema.index({ participants: 1, date: -1 });
activitySchema.index({ waitlist: 1 });
// The 'My campus' list: one campus's activities by date.
activitySchema.index({ 'campus._id': 1, date: -1, _id: -1 });
activitySchema.index({ 'series.id': 1, date: 1 });

forgetReadsOnWrite(activitySchema);

export type ActivityRecord = InferSchemaType<typeof activitySchema> & {
  _id: mongoose.Types.ObjectId;
};

export const ActivityModel = mongoose.model('Activity', activitySchema);
