import { profileImageError } from '@peerconnect/contracts';
import { useEffect, useId, useState } from 'react';

/** The chosen picture, its preview URL (released when replaced) and the reason it was refused. */
export function usePicture() {
  const [file, setFile] = useState<File | undefined>();
  const [preview, setPreview] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function choose(chosen: File | undefined) {
    const problem = chosen ? profileImageError(chosen) : null;
    setError(problem);
    setFile(problem ? undefined : chosen);
    setPreview(chosen && !problem ? URL.createObjectURL(chosen) : undefined);
  }

  return { file, preview, error, choose };
}

/** Optional picture with a preview; without one the activity shows its category's picture. */
export function PictureField({
  picture,
  current,
}: {
  picture: ReturnType<typeof usePicture>;
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
