import { NOTIFICATION_MESSAGES as M, type NotificationType } from '@peerconnect/contracts';
import { escapeHtml } from '@/lib/escape-html';

/** The kind of mail in words: 'friend-request' → 'friend requests'. */
const kindOf = (type: NotificationType) => `${type.replace(/-/g, ' ')}s`;

const page = (body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(M.unsubscribeTitle)}</title></head>
<body><main><h1>${escapeHtml(M.unsubscribeTitle)}</h1>${body}</main></body>
</html>`;

/**
 * The mail footer's link opens this: nothing changes until the button is pressed (mail scanners
 * open links), which posts to the same address.
 */
export function unsubscribeQuestionPage(type: NotificationType, token: string): string {
  const action = `?${new URLSearchParams({ token, type }).toString()}`;
  return page(`<p>${escapeHtml(M.unsubscribeQuestion(kindOf(type)))}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(M.unsubscribeButton)}</button></form>`);
}

/** After the button: what was done. */
export const unsubscribedPage = (): string => page(`<p>${escapeHtml(M.unsubscribed)}</p>`);
