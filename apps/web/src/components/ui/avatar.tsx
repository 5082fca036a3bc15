import { pictureSrcSet } from '@peerconnect/contracts';
import { useState } from 'react';
import { absoluteImageUrl } from '@/lib/api-client';

/** The CSS pixels of each size (global.css): the browser picks the stored size that fills them. */
const SIDE = { small: 32, medium: 44, large: 96 } as const;

/** A round picture, or the person's initial when there is none or it fails to load. */
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
    <span className={`avatar avatar-${size}`} title={name}>
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
        <span aria-hidden="true">{name.charAt(0).toUpperCase() || '?'}</span>
      )}
    </span>
  );
}
