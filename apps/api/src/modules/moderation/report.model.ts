import {
  MODERATION_ACTIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
} from '@peerconnect/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

const reportSchema = new Schema(
  {
    /** Never leaves the server: neither the reported student nor moderators are told who. */
    reporter: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    targetType: { type: String, enum: REPORT_TARGET_TYPES, required: true },
    targetId: { type: Schema.Types.ObjectId, required: true },
    reason: { type: String, enum: REPORT_REASONS, required: true },
    note: { type: String },
    status: { type: String, enum: REPORT_STATUSES, default: 'open', required: true },
    /** The content as it was when reported, so a later edit or deletion cannot hide it. */
    content: {
      text: { type: String, default: '' },
      author: { type: Schema.Types.ObjectId, ref: 'User' },
      context: { type: String, default: '' },
    },
    /** The target is removed for everyone but moderators (hidden, or pending review). */
    hidden: { type: Boolean, default: false },
    outcome: { type: String, enum: MODERATION_ACTIONS },
  },
  { timestamps: true },
);

// One open report per reporter and target; a decided one may be followed by a new report.
reportSchema.index(
  { reporter: 1, targetType: 1, targetId: 1 },
  { unique: true, partialFilterExpression: { status: 'open' } },
);
// The queue, oldest first, and the open reports of one target.
reportSchema.index({ status: 1, createdAt: 1 });
reportSchema.index({ targetType: 1, targetId: 1, status: 1 });

export type ReportRecord = InferSchemaType<typeof reportSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};

export const ReportModel = mongoose.model('Report', reportSchema);

const auditSchema = new Schema(
  {
    moderator: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    action: { type: String, enum: MODERATION_ACTIONS, required: true },
    targetType: { type: String, enum: REPORT_TARGET_TYPES, required: true },
    targetId: { type: Schema.Types.ObjectId, required: true },
    /** Whose content it was: the student hidden, suspended or banned. */
    subject: { type: Schema.Types.ObjectId, ref: 'User' },
    note: { type: String, required: true },
    /** A suspension's end; null for a ban. */
    until: { type: Date },
    report: { type: Schema.Types.ObjectId, ref: 'Report' },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
auditSchema.index({ createdAt: -1 });

export type AuditRecord = InferSchemaType<typeof auditSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};

export const AuditModel = mongoose.model('ModerationAudit', auditSchema);
