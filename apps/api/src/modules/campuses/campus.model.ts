import mongoose, { Schema, type InferSchemaType } from 'mongoose';

const campusSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    /** Lowercased email domains; a student's verified address on one makes them its student. */
    domains: { type: [String], required: true },
    /** The campus's own OpenID issuer: only its sign-ins vouch for addresses on its domains. */
    issuer: { type: String },
  },
  { timestamps: true },
);

// A domain belongs to one campus at most; every campus has at least one, so none is null.
campusSchema.index({ domains: 1 }, { unique: true });
campusSchema.index({ name: 1 }, { unique: true });

export type CampusRecord = InferSchemaType<typeof campusSchema> & { _id: mongoose.Types.ObjectId };

export const CampusModel = mongoose.model('Campus', campusSchema);
