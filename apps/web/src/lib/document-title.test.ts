import { setPageTitle, setUnreadCount } from './document-title';

describe('the tab title and the app badge', () => {
  const setAppBadge = jest.fn(async () => undefined);
  const clearAppBadge = jest.fn(async () => undefined);
  beforeAll(() => Object.assign(navigator, { setAppBadge, clearAppBadge }));

  it('when messages are unread, then the title leads with the count and the badge shows it; read, both clear', () => {
    setPageTitle('Messages · PeerConnect');
    setUnreadCount(3);
    expect(document.title).toBe('(3) Messages · PeerConnect');
    expect(setAppBadge).toHaveBeenLastCalledWith(3);
    setPageTitle('Dashboard · PeerConnect');
    expect(document.title).toBe('(3) Dashboard · PeerConnect');
    setUnreadCount(0);
    expect(document.title).toBe('Dashboard · PeerConnect');
    expect(clearAppBadge).toHaveBeenCalled();
  });
});
