/**
 * The tab's title is the page's ('Messages · PeerConnect') behind the student's unread message
 * count ('(3) Messages · PeerConnect'): each part is set on its own and the title made from both.
 * The installed app's icon carries the same count (Badging API, where the browser has it).
 */
let page = document.title;
let unread = 0;

const render = () => {
  document.title = unread > 0 ? `(${unread}) ${page}` : page;
};

export function setPageTitle(title: string): void {
  page = title;
  render();
}

export function setUnreadCount(count: number): void {
  unread = count;
  render();
  if (count > 0) void navigator.setAppBadge?.(count).catch(() => undefined);
  else void navigator.clearAppBadge?.().catch(() => undefined);
}
