import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { getUserQueryOptions } from '@/features/users';
import { createQueryClient } from '@/lib/query-client';
import { idOf, person, viewer } from '@/test/people';
import { jsonResponse, mockApi } from '@/test/render';
import { useParticipation } from './use-participation';

const ID = idOf('e');
const host = person('h', 'hana');
const activity = {
  _id: ID,
  title: 'Chess night',
  description: 'Games and tea',
  category: 'Social' as const,
  date: '2030-01-01T18:00:00.000Z',
  endDate: '2030-01-01T20:00:00.000Z',
  location: 'Union',
  maxParticipants: null,
  image: '',
  creator: host,
  participants: [],
  waitlistCount: 0,
  viewer: { status: 'none' as const },
};

describe('taking part in an activity', () => {
  it('when the student joins, then profiles read before say afresh who may be messaged (sharing an activity allows it)', async () => {
    mockApi({
      [`POST /api/activities/${ID}/join`]: () =>
        jsonResponse(200, { ...activity, participants: [viewer], viewer: { status: 'joined' } }),
    });
    const client = createQueryClient();
    // A profile read before, as far as this test needs it.
    client.setQueryData(['users', 'detail', host._id], {
      ...host,
      relationship: { canMessage: false },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useParticipation(activity, viewer), { wrapper });
    act(() => result.current.run('join'));
    await waitFor(() =>
      expect(client.getQueryState(getUserQueryOptions(host._id).queryKey)?.isInvalidated).toBe(
        true,
      ),
    );
  });
});
