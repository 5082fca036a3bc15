import { FRIEND_MESSAGES } from '@peerconnect/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

const TABS = [
  { id: 'friends', label: FRIEND_MESSAGES.friendsTab, empty: FRIEND_MESSAGES.noFriends },
  { id: 'requests', label: FRIEND_MESSAGES.requestsTab, empty: FRIEND_MESSAGES.noRequests },
] as const;

export default function FriendsPage() {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('friends');
  const current = TABS.find((candidate) => candidate.id === tab) ?? TABS[0];
  return (
    <div className="page">
      <h1>{FRIEND_MESSAGES.pageTitle}</h1>
      <div className="tabs" role="tablist" aria-label={FRIEND_MESSAGES.pageTitle}>
        {TABS.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            className="tab"
            onClick={() => setTab(id)}
          >
            {label} (0)
          </button>
        ))}
      </div>
      <section
        className="panel"
        role="tabpanel"
        id={`panel-${current.id}`}
        aria-labelledby={`tab-${current.id}`}
      >
        <EmptyState title={current.empty}>
          <Link to={paths.activities()}>{FRIEND_MESSAGES.discoverLink}</Link>
        </EmptyState>
      </section>
    </div>
  );
}
