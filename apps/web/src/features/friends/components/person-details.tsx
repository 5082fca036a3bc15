import { FRIEND_MESSAGES, type Friend } from '@peerconnect/contracts';

/** Major, 'Year {year}' and location on one muted line, leaving out what the person has not set. */
export function PersonDetails({
  person,
}: {
  person: Pick<Friend, 'major' | 'graduationYear' | 'location'>;
}) {
  const details = [
    person.major,
    person.graduationYear && `${FRIEND_MESSAGES.yearLabel} ${person.graduationYear}`,
    person.location,
  ].filter(Boolean);
  if (details.length === 0) return null;
  return <p className="muted person-details">{details.join(' · ')}</p>;
}
