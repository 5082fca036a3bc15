import { PICTURE_WIDTHS } from '@peerconnect/contracts';
import mongoose, { Schema } from 'mongoose';

/**
 * One stored picture: its sizes' bytes live in the blob store, this record says how many students
 * and activities point at it. Identical uploads share one picture; it is deleted with its last
 * reference.
 */
const pictureSchema = new Schema(
  {
    /** The hash in its file names. */
    _id: { type: String, required: true },
    kind: { type: String, enum: Object.keys(PICTURE_WIDTHS), required: true },
    references: { type: Number, required: true, default: 0 },
    /** File names it had under DATA_DIR/uploads before pictures were stored here: old URLs answer. */
    legacyNames: { type: [String], default: undefined },
  },
  { timestamps: true, versionKey: false },
);

pictureSchema.index({ legacyNames: 1 }, { sparse: true });

export const PictureModel = mongoose.model('Picture', pictureSchema);
