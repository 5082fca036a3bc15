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
  identities?:
    { email?: string | null; emailVerified?: boolean | null; issuer?: string | null }[] | null;
}

/** A verified address and, for a provider's, the issuer that vouched for it. */
interface VerifiedAddress {
  domain: string;
  issuer?: string;
}

/**
 * The addresses that make a student a verified student: their own once verified, and those a
 * provider vouched for (`email_verified`) on a linked account.
 */
function verifiedAddressesOf(user: CampusCandidate): VerifiedAddress[] {
  const addresses: VerifiedAddress[] = (user.identities ?? [])
    .filter((identity) => identity.emailVerified && identity.email && identity.issuer)
    .map((identity) => ({
      domain: domainOf(identity.email as string),
      issuer: identity.issuer as string,
    }));
  if (user.emailVerified && user.email) addresses.unshift({ domain: domainOf(user.email) });
  return addresses;
}

/**
 * The campus of a student's verified addresses, or undefined (first match, own address first). A
 * provider's address counts only when the provider is the campus's own issuer.
 */
export async function campusForUser(user: CampusCandidate): Promise<CampusRecord | undefined> {
  const addresses = verifiedAddressesOf(user);
  if (addresses.length === 0) return undefined;
  const campuses = await CampusModel.find({
    domains: { $in: addresses.map(({ domain }) => domain) },
  }).lean<CampusRecord[]>();
  return addresses
    .map(({ domain, issuer }) =>
      campuses.find(
        (campus) => campus.domains.includes(domain) && (!issuer || campus.issuer === issuer),
      ),
    )
    .find(Boolean);
}

/**
 * Whether a provider's "verified" may stand for this address: always, unless the address is on a
 * campus's domain and the provider is not that campus's own issuer.
 */
export async function issuerMayVouchFor(email: string, issuer: string): Promise<boolean> {
  const campus = await CampusModel.findOne({ domains: domainOf(email) }, { issuer: 1 }).lean();
  return !campus || campus.issuer === issuer;
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
export async function addCampus({ name, domains, issuer }: AddCampus) {
  const taken = await CampusModel.findOne({
    domains: { $in: domains },
    name: { $ne: name },
  }).lean();
  if (taken) throw badRequest(CAMPUS_MESSAGES.domainTaken);
  const campus = await CampusModel.findOneAndUpdate(
    { name },
    { $addToSet: { domains: { $each: domains } }, ...(issuer ? { $set: { issuer } } : {}) },
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
