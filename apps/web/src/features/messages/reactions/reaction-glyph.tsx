import type { Reaction } from '@peerconnect/contracts';
// Self-hosted Twemoji glyphs: machines without a colour-emoji font (Debian's Chromium) still
// show them. Only these six files ship; each is imported by name so the bundler takes no others.
import thumbsUp from '@twemoji/svg/1f44d.svg';
import heart from '@twemoji/svg/2764.svg';
import joy from '@twemoji/svg/1f602.svg';
import openMouth from '@twemoji/svg/1f62e.svg';
import cry from '@twemoji/svg/1f622.svg';
import pray from '@twemoji/svg/1f64f.svg';

const GLYPHS: Record<Reaction, string> = {
  '👍': thumbsUp,
  '❤️': heart,
  '😂': joy,
  '😮': openMouth,
  '😢': cry,
  '🙏': pray,
};

/** A reaction drawn from the app's own emoji images; its text stays for copy and screen readers. */
export function ReactionGlyph({ emoji, size = 20 }: { emoji: Reaction; size?: number }) {
  return (
    <img className="reaction-glyph" src={GLYPHS[emoji]} alt={emoji} width={size} height={size} />
  );
}
