import { waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { openSessionSocket } from '@/lib/socket';
import { renderAt } from '@/test/render';
import { ActivityChatPanel } from './activity-chat-panel';

/** The students, activity and messages the activity chat's component tests talk about. */
export const ME = { _id: 'a'.repeat(24), username: 'ada' };
export const BOB = { _id: 'b'.repeat(24), username: 'bob' };
export const ACTIVITY_ID = 'c'.repeat(24);
export const ROOM = `activity-${ACTIVITY_ID}`;

let serial = 0;

/** A stored message of the chat, each a minute after the one before. */
export function message(
  sender: { _id: string; username: string },
  content: string,
  clientId?: string,
) {
  serial += 1;
  return {
    _id: serial.toString(16).padStart(24, '0'),
    content,
    sender,
    roomId: ROOM,
    createdAt: new Date(Date.UTC(2030, 0, 1, 12, serial)).toISOString(),
    clientId,
  };
}

/** Opens the chat as a signed-in participant and waits until it holds the session socket. */
export async function openChat(organizerId = BOB._id) {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify(ME));
  localStorage.setItem('authTimestamp', String(Date.now()));
  renderAt(
    '/activities/x',
    <Route
      path="/activities/x"
      element={<ActivityChatPanel activityId={ACTIVITY_ID} organizerId={organizerId} />}
    />,
  );
  await waitFor(() => expect(openSessionSocket).toHaveBeenCalled());
}
