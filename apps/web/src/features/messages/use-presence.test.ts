import { act, renderHook } from '@testing-library/react';
import { CHAT } from '@/config/timeouts';
import { FakeSocket } from '@/test/fake-socket';
import { useIsOnline } from './use-presence';

jest.mock('@/lib/socket');

const BOB = 'b'.repeat(24);

function connectedSocket(answer: () => unknown): FakeSocket {
  const socket = new FakeSocket().answer('get-presence', answer);
  socket.connected = true;
  return socket;
}

afterEach(() => jest.useRealTimers());

describe('useIsOnline', () => {
  it('when the first question is refused (too many events at once), then it is asked again and the dot shows', async () => {
    jest.useFakeTimers();
    let asked = 0;
    const socket = connectedSocket(() => {
      asked += 1;
      return asked === 1
        ? { success: false, error: 'Slow down', code: 'RATE_LIMITED' }
        : { success: true, onlineUserIds: [BOB] };
    });
    const { result } = renderHook(() => useIsOnline(socket.asSocket(), true, BOB));
    await act(async () => {
      await Promise.resolve();
    });
    expect(result.current).toBe(false);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(CHAT.presenceRetryDelay);
    });
    expect(asked).toBe(2);
    expect(result.current).toBe(true);
  });

  it('when the component goes before the retry, then nothing is asked again', async () => {
    jest.useFakeTimers();
    const socket = connectedSocket(() => ({
      success: false,
      error: 'Slow down',
      code: 'RATE_LIMITED',
    }));
    const { unmount } = renderHook(() => useIsOnline(socket.asSocket(), true, BOB));
    await act(async () => {
      await Promise.resolve();
    });
    unmount();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(CHAT.presenceRetryDelay * 3);
    });
    expect(socket.emitsOf('get-presence')).toHaveLength(1);
  });
});
