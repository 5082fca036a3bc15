import { SocketAckError } from '@/lib/socket';
import { sendWithFallback } from './send-with-fallback';

describe('sending with the HTTP fallback', () => {
  it('when the socket acknowledges, then HTTP is not used', async () => {
    const viaHttp = jest.fn();
    await expect(sendWithFallback(async () => 'stored', viaHttp)).resolves.toBe('stored');
    expect(viaHttp).not.toHaveBeenCalled();
  });

  it.each(['timeout', 'disconnected'] as const)(
    'when the socket send fails by %s, then the message goes over HTTP',
    async (reason) => {
      const viaSocket = () => Promise.reject(new SocketAckError(reason, 'no answer'));
      await expect(sendWithFallback(viaSocket, async () => 'stored over http')).resolves.toBe(
        'stored over http',
      );
    },
  );

  it('when the server refuses the message, then it is not tried again over HTTP', async () => {
    const viaHttp = jest.fn();
    const refused = () =>
      Promise.reject(new SocketAckError('rejected', 'Message cannot be empty', 'VALIDATION'));
    await expect(sendWithFallback(refused, viaHttp)).rejects.toThrow('Message cannot be empty');
    expect(viaHttp).not.toHaveBeenCalled();
  });
});
