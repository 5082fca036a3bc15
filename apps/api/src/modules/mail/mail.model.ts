import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * Mail waiting to go out. A request only inserts one, so it never waits for (or fails with) the
 * mail server; the queue sends it, retries with back-off, and deletes it once sent.
 */
const outgoingMailSchema = new Schema({
  to: { type: String, required: true },
  subject: { type: String, required: true },
  text: { type: String, required: true },
  html: { type: String, required: true },
  /** The link the mail carries, logged for developers when mail goes to the outbox. */
  link: { type: String },
  headers: { type: Schema.Types.Mixed },
  attempts: { type: Number, default: 0 },
  /** Not before this time: set by back-off after a failure, and as a lease while one is sending. */
  nextAttemptAt: { type: Date, required: true },
  /** Set when the queue gave up; such mails stay for the operator to read why. */
  failedAt: { type: Date },
  lastError: { type: String },
});

// The next due mail, oldest first; given-up mails are never due.
outgoingMailSchema.index({ failedAt: 1, nextAttemptAt: 1 });

export type OutgoingMailRecord = InferSchemaType<typeof outgoingMailSchema> & {
  _id: mongoose.Types.ObjectId;
};

export const OutgoingMailModel = mongoose.model('OutgoingMail', outgoingMailSchema);
