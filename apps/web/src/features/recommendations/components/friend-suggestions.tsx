import { LayoutGrid, List, SearchX, type LucideIcon } from 'lucide-react';
import type { FriendRecommendation } from '@peerconnect/contracts';
import { DISPLAY } from '@/config/display';
import { FRIEND_TEXT } from '@/config/friend.messages';
import { DASHBOARD_MESSAGES } from '@/config/dashboard.messages';
import {
  FRIEND_FILTERS,
  filterFriendSuggestions,
  type FriendFilter,
} from '../friend-suggestions-filter';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, SelectField } from '@/components/ui/field';
import { getFriendRecommendationsQueryOptions } from '@/features/friends';
import { SuggestionCard } from './suggestion-card';

type View = 'grid' | 'list';

const VIEWS: { id: View; label: string; icon: LucideIcon }[] = [
  { id: 'grid', label: DASHBOARD_MESSAGES.gridView, icon: LayoutGrid },
  { id: 'list', label: DASHBOARD_MESSAGES.listView, icon: List },
];

function asFilter(value: string): FriendFilter {
  return FRIEND_FILTERS.find((option) => option.value === value)?.value ?? 'all';
}

/** 'Discover New Connections': filter by text and match option, grid or list, up to 3 people. */
export function FriendSuggestions({ suggestions }: { suggestions: FriendRecommendation[] }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<FriendFilter>('all');
  const [view, setView] = useState<View>('grid');
  const shown = filterFriendSuggestions(suggestions, { text, filter }).slice(
    0,
    DISPLAY.dashboardSuggestionsShown,
  );

  // The person asked is no longer a suggestion: drop them here and from the cached list.
  const forget = (userId: string) =>
    queryClient.setQueryData(getFriendRecommendationsQueryOptions().queryKey, (list) =>
      list?.filter((person) => person._id !== userId),
    );

  return (
    <section className="panel" aria-labelledby="suggestions-title">
      <div className="section-header">
        <h2 id="suggestions-title">{FRIEND_TEXT.suggestionsTitle}</h2>
        <div className="view-toggle" role="group" aria-label={DASHBOARD_MESSAGES.viewToggle}>
          {VIEWS.map(({ id, label, icon: Icon }) => (
            <button
              key={id}
              type="button"
              className="icon-button"
              aria-label={label}
              aria-pressed={view === id}
              title={label}
              onClick={() => setView(id)}
            >
              <Icon size={20} aria-hidden="true" />
            </button>
          ))}
        </div>
      </div>
      <div className="filters">
        <div className="grow">
          <Field
            label={DASHBOARD_MESSAGES.filterText}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <SelectField
          label={DASHBOARD_MESSAGES.filterOption}
          options={FRIEND_FILTERS}
          value={filter}
          onChange={(event) => setFilter(asFilter(event.target.value))}
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState title={DASHBOARD_MESSAGES.noMatchingSuggestions} icon={SearchX} />
      ) : (
        <ul className={`suggestions suggestions-${view}`}>
          {shown.map((person) => (
            <SuggestionCard key={person._id} person={person} onRequested={forget} />
          ))}
        </ul>
      )}
    </section>
  );
}
