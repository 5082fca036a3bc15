import { useId } from 'react';
import { ACTIVITY_TEXT as M } from '@/config/activity.messages';
import type { usePictureChoice } from '@/lib/use-picture-choice';

/** Optional picture with a preview; without one the activity shows its category's picture. */
export function PictureField({
  picture,
  current,
}: {
  picture: ReturnType<typeof usePictureChoice>;
  current?: string;
}) {
  const id = useId();
  const shown = picture.preview ?? current;
  return (
    <div className="field">
      <label htmlFor={id}>{M.pictureLabel}</label>
      {shown && <img className="picture-preview" src={shown} alt={M.picturePreview} />}
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        onChange={(event) => picture.choose(event.target.files?.[0])}
      />
      <p className="field-hint">{M.pictureHint}</p>
      {picture.error && (
        <p className="field-error" role="alert">
          {picture.error}
        </p>
      )}
    </div>
  );
}
