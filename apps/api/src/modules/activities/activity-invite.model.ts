import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/** A student invited to an activity by a friend: at most one per student and activity. */
const activityInviteSchema = new Schema(
  {
    activity: { type: Schema.Types.ObjectId, ref: 'Activity', required: true },
    invitee: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    inviter: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  },
  { timestamps: true },
);

// Once per student and activity, whoever invites: a second friend's invite is not a second ping.
activityInviteSchema.index({ activity: 1, invitee: 1 }, { unique: true });
// A deleted account's invites, either side.
activityInviteSchema.index({ invitee: 1 });
activityInviteSchema.index({ inviter: 1 });

export type ActivityInviteRecord = InferSchemaType<typeof activityInviteSchema> & {
  _id: mongoose.Types.ObjectId;
};

export const ActivityInviteModel = mongoose.model('ActivityInvite', activityInviteSchema);
