import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * One device of one student that takes push notifications: the browser's PushSubscription. An
 * endpoint is one browser profile's: subscribing it again (another student signed in there) moves it.
 */
const pushSubscriptionSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true, index: true },
    endpoint: { type: String, required: true, unique: true },
    keys: {
      p256dh: { type: String, required: true },
      auth: { type: String, required: true },
    },
  },
  { timestamps: true },
);

export type PushSubscriptionRecord = InferSchemaType<typeof pushSubscriptionSchema> & {
  _id: mongoose.Types.ObjectId;
};

export const PushSubscriptionModel = mongoose.model('PushSubscription', pushSubscriptionSchema);
