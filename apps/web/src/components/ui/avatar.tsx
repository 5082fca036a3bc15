import { pictureSrcSet } from '@peerconnect/contracts';
import { useState, type CSSProperties } from 'react';
import { absoluteImageUrl } from '@/lib/api-client';

/** The CSS pixels of each size (global.css): the browser picks the stored size that fills them. */
const SIDE = { small: 32, medium: 44, large: 96 } as const;

/** Up to two initials: 'Ada Lovelace' → 'AL', 'mateo_13' → 'M'. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s._-]+/).filter((word) => /^\p{L}/u.test(word));
  return (
    words
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase())
      .join('') || '?'
  );
}

/** A hue (0–359) made from the name, so each person keeps one colour everywhere. */
export function hueOf(name: string): number {
  // FNV-1a: names that differ by a letter or a digit still land far apart on the colour wheel.
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return (hash >>> 0) % 360;
}

/** A round picture, or the person's initials on their own colour when there is none or it fails. */
export function Avatar({
  name,
  src,
  size = 'medium',
}: {
  name: string;
  src?: string;
  size?: 'small' | 'medium' | 'large';
}) {
  const [broken, setBroken] = useState(false);
  const url = absoluteImageUrl(src);
  return (
    <span
      className={`avatar avatar-${size}`}
      title={name}
      style={{ '--avatar-hue': hueOf(name) } as CSSProperties}
    >
      {url && !broken ? (
        <img
          src={url}
          srcSet={pictureSrcSet(url)}
          sizes={`${SIDE[size]}px`}
          width={SIDE[size]}
          height={SIDE[size]}
          alt=""
          onError={() => setBroken(true)}
        />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </span>
  );
}
