import type { Friend } from '@peerconnect/contracts';
import { FRIEND_TEXT } from '@/config/friend.messages';

/** Major, 'Year {year}' and location on one muted line, leaving out what the person has not set. */
export function PersonDetails({
  person,
}: {
  person: Pick<Friend, 'major' | 'graduationYear' | 'location'>;
}) {
  const details = [
    person.major,
    person.graduationYear && `${FRIEND_TEXT.yearLabel} ${person.graduationYear}`,
    person.location,
  ].filter(Boolean);
  if (details.length === 0) return null;
  return <p className="muted person-details">{details.join(' · ')}</p>;
}
