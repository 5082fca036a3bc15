import './friends.css';
import { Users } from 'lucide-react';
import { FRIEND_TEXT } from '@/config/friend.messages';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getFriendRequestsQueryOptions, useFriendRequests } from './api/get-friend-requests';
import { getFriendsQueryOptions, useFriends } from './api/get-friends';
import { AddFriendForm } from './components/add-friend-form';
import { FriendCard } from './components/friend-card';
import { FriendRequestList } from './components/friend-request-list';
import { TabList, panelId, tabId } from './components/tab-list';
import { queryClient } from '@/lib/query-client';
import { signedInLoader } from '@/lib/signed-in-loader';
import { PeopleSearch } from './components/people-search';

const TABS = ['friends', 'requests', 'add'] as const;
type Tab = (typeof TABS)[number];

export const loader = signedInLoader(() => {
  void queryClient.prefetchQuery(getFriendsQueryOptions());
  void queryClient.prefetchQuery(getFriendRequestsQueryOptions());
});

/** /friends: 'My Connections' with friends, received requests and add-by-email. */
export default function FriendsPage() {
  // The tab is in the address (?tab=requests), so the dashboard's cards can open one.
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((known) => known === params.get('tab')) ?? 'friends';
  const setTab = (next: Tab) =>
    setParams(next === 'friends' ? {} : { tab: next }, { replace: true });
  const friends = useFriends();
  const requests = useFriendRequests();

  return (
    <div className="page">
      <header className="page-header">
        <h1 tabIndex={-1}>{FRIEND_TEXT.pageTitle}</h1>
      </header>
      {friends.isPending || requests.isPending ? (
        <Spinner label={FRIEND_TEXT.loading} />
      ) : friends.isError || requests.isError ? (
        <p className="alert" role="alert">
          {FRIEND_TEXT.loadFailed}
        </p>
      ) : (
        <>
          <TabList<Tab>
            label={FRIEND_TEXT.pageTitle}
            selected={tab}
            onSelect={setTab}
            tabs={[
              { id: 'friends', label: `${FRIEND_TEXT.friendsTab} (${friends.data.length})` },
              {
                id: 'requests',
                label: `${FRIEND_TEXT.requestsTab} (${requests.data.length})`,
              },
              { id: 'add', label: FRIEND_TEXT.addTab },
            ]}
          />
          <section className="panel" role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
            {tab === 'friends' &&
              (friends.data.length === 0 ? (
                <EmptyState title={FRIEND_TEXT.noFriends} icon={Users}>
                  <Link to={paths.activities()}>{FRIEND_TEXT.discoverLink}</Link>
                </EmptyState>
              ) : (
                <ul className="friend-list">
                  {friends.data.map((friend) => (
                    <FriendCard key={friend._id} friend={friend} />
                  ))}
                </ul>
              ))}
            {tab === 'requests' && <FriendRequestList requests={requests.data} />}
            {tab === 'add' && (
              <>
                <PeopleSearch />
                <AddFriendForm />
              </>
            )}
          </section>
        </>
      )}
    </div>
  );
}
