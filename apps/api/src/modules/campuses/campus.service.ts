import { type AddCampus, CAMPUS_MESSAGES } from '@peerconnect/contracts';
import { badRequest } from '@/lib/app-error';
import {
  campusAddressesOf,
  setCampusOf,
  studentById,
  studentCountOf,
  studentIdsWithAddress,
} from '@/modules/users';
import { CampusModel, type CampusRecord } from './campus.model';

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface CampusCandidate {
  email?: string | null;
  emailVerified?: boolean | null;
  identities?: { email?: string | null; emailVerified?: boolean | null }[] | null;
}

/**
 * The addresses that make a student a verified student: their own once verified, and those a
 * provider vouched for (`email_verified`) on a linked account.
 */
function verifiedEmailsOf(user: CampusCandidate): string[] {
  const emails = (user.identities ?? [])
    .filter((identity) => identity.emailVerified && identity.email)
    .map((identity) => identity.email as string);
  if (user.emailVerified && user.email) emails.unshift(user.email);
  return emails;
}

/** The campus of a student's verified addresses, or undefined (first match, own address first). */
export async function campusForUser(user: CampusCandidate): Promise<CampusRecord | undefined> {
  const domains = verifiedEmailsOf(user).map(domainOf);
  if (domains.length === 0) return undefined;
  const campuses = await CampusModel.find({ domains: { $in: domains } }).lean<CampusRecord[]>();
  return domains
    .map((domain) => campuses.find((campus) => campus.domains.includes(domain)))
    .find(Boolean);
}

/** Sets (or clears) the stored campus of one student after their addresses changed. */
export async function refreshCampusOf(userId: string): Promise<void> {
  const user = await campusAddressesOf(userId);
  if (!user) return;
  const campus = await campusForUser(user);
  if (String(campus?._id) === String(user.campus?._id) && campus?.name === user.campus?.name)
    return;
  await setCampusOf(user._id, campus);
}

/**
 * Adds a campus, or domains to one of that name, and makes the students already on those domains
 * its verified students. Answers the campus and how many students it has now.
 */
export async function addCampus({ name, domains }: AddCampus) {
  const taken = await CampusModel.findOne({
    domains: { $in: domains },
    name: { $ne: name },
  }).lean();
  if (taken) throw badRequest(CAMPUS_MESSAGES.domainTaken);
  const campus = await CampusModel.findOneAndUpdate(
    { name },
    { $addToSet: { domains: { $each: domains } } },
    { upsert: true, returnDocument: 'after' },
  ).lean<CampusRecord>();
  const onDomain = new RegExp(`@(${campus.domains.map(escape).join('|')})$`);
  for (const id of await studentIdsWithAddress(onDomain)) await refreshCampusOf(id);
  const students = await studentCountOf(campus._id);
  return { campus, students };
}

/** The stored campus of a student, for what they create (activities carry it). */
export async function campusBadgeOf(userId: string) {
  const user = await studentById(userId, ['campus']);
  return user?.campus ? { _id: user.campus._id, name: user.campus.name ?? '' } : undefined;
}

export async function listCampuses(): Promise<CampusRecord[]> {
  return CampusModel.find().sort({ name: 1 }).lean<CampusRecord[]>();
}
