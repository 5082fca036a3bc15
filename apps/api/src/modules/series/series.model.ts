import { SERIES_FREQUENCIES } from '@peerconnect/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * How a weekly series repeats. Its dates are activities of their own (each with `series.id` set),
 * so joining, waiting and chatting work per date exactly as for any activity.
 */
const seriesSchema = new Schema(
  {
    creator: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    frequency: { type: String, enum: SERIES_FREQUENCIES, required: true },
    /** ISO weekdays, 1 Monday … 7 Sunday, read in `timeZone`. */
    weekdays: { type: [Number], required: true },
    timeZone: { type: String, required: true },
    count: { type: Number },
    until: { type: String },
  },
  { timestamps: true },
);

export type SeriesRecord = InferSchemaType<typeof seriesSchema> & { _id: mongoose.Types.ObjectId };

export const SeriesModel = mongoose.model('ActivitySeries', seriesSchema);
