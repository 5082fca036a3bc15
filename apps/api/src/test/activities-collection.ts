import mongoose from 'mongoose';

/**
 * The activities collection through the driver, for a test that must put it into a state no
 * function of the activities module makes (an activity already past, a crowd of participants).
 * Ids are ObjectIds here: the driver casts nothing.
 */
export const activitiesCollection = () => mongoose.connection.collection('activities');

export const oid = (id: string) => new mongoose.Types.ObjectId(id);
