import { useId } from 'react';
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
      <label htmlFor={id}>Picture</label>
      {shown && (
        <img className="picture-preview" src={shown} alt="Preview of the activity picture" />
      )}
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        onChange={(event) => picture.choose(event.target.files?.[0])}
      />
      <p className="field-hint">
        PNG, JPEG, WebP or GIF up to 5 MB. Without one, the picture of the category is used.
      </p>
      {picture.error && (
        <p className="field-error" role="alert">
          {picture.error}
        </p>
      )}
    </div>
  );
}
