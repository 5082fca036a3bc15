import Linkify from 'linkify-react';
import type { Opts } from 'linkifyjs';

/**
 * Links open in a new tab and pass nothing of this page on. Only addresses written with http(s)://
 * or www. become links (not emails, nor words like node.js); www.… is taken as https.
 */
const LINK_OPTIONS: Opts = {
  defaultProtocol: 'https',
  target: '_blank',
  rel: 'noopener noreferrer nofollow',
  validate: (value, type) => type === 'url' && /^(https?:\/\/|www\.)/i.test(value),
};

/**
 * A message's text with its web addresses as links. Linkify builds React elements from the
 * plain text (never HTML), so nothing in a message is ever interpreted as markup.
 */
export function MessageText({ content }: { content: string }) {
  return (
    <span className="prewrap">
      <Linkify options={LINK_OPTIONS}>{content}</Linkify>
    </span>
  );
}
