/** Which stored picture students show: the pictures module moves old uploads through these. */
import { UserModel } from './user.model';

/** How many students show the picture at `path`. */
export function studentsShowingPicture(path: string): Promise<number> {
  return UserModel.countDocuments({ profilePicture: path }).exec();
}

/** Points every student showing the picture at `from` to `to`. */
export async function repointProfilePictures(from: string, to: string): Promise<void> {
  await UserModel.updateMany({ profilePicture: from }, { $set: { profilePicture: to } });
}
