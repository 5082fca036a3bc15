import { CampusBadge } from '@/components/ui/campus-badge';
import { INTEREST_KINDS, type PublicUser } from '@peerconnect/contracts';
import { PROFILE_TEXT as M } from '@/config/profile.messages';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { GENERAL_INTERESTS_LABEL, INTEREST_LABELS } from '@/config/interest.messages';

/** "Computer Science · Class of 2026", leaving out what the student did not give. */
function studyLine(person: PublicUser): string {
  return [person.major, person.graduationYear && M.classOf(person.graduationYear)]
    .filter(Boolean)
    .join(' · ');
}

/** Who the student is: picture, name, studies, where, bio and interests. `actions` sit beside the name. */
export function ProfileSummary({
  person,
  actions,
  withDetails = true,
}: {
  person: PublicUser;
  actions?: ReactNode;
  /** Bio and interests; left out while the owner edits them. */
  withDetails?: boolean;
}) {
  const study = studyLine(person);
  const lists = [
    { label: GENERAL_INTERESTS_LABEL, tags: person.interests },
    ...INTEREST_KINDS.map((kind) => ({ label: INTEREST_LABELS[kind], tags: person[kind] })),
  ].filter(({ tags }) => tags.length > 0);
  return (
    <section className="panel" aria-label={person.username}>
      <div className="profile-identity">
        {/* Keyed by picture so a new one is tried even if the previous one failed to load. */}
        <Avatar
          key={person.profilePicture}
          name={person.username}
          src={person.profilePicture}
          size="large"
        />
        <div className="profile-identity-text">
          <h1 tabIndex={-1}>{person.username}</h1>
          <CampusBadge campus={person.campus} />
          {study && <p className="muted">{study}</p>}
          {person.location && <p className="muted profile-location">{person.location}</p>}
        </div>
        {actions && <div className="profile-actions">{actions}</div>}
      </div>
      {withDetails && person.bio && <p className="prewrap profile-bio">{person.bio}</p>}
      {!withDetails ? null : lists.length === 0 ? (
        <p className="muted profile-bio">{M.noDetails}</p>
      ) : (
        <dl className="profile-interests">
          {lists.map(({ label, tags }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <ul className="tags" aria-label={label}>
                  {tags.map((tag) => (
                    <li key={tag} className="tag profile-tag">
                      {tag}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
