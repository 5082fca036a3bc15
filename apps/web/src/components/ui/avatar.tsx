import { useState } from 'react';
import { absoluteImageUrl } from '@/lib/api-client';

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
        <img src={url} alt="" onError={() => setBroken(true)} />
      ) : (
        <span aria-hidden="true">{name.charAt(0).toUpperCase() || '?'}</span>
      )}
    </span>
  );
}
