import { profileImageError } from '@peerconnect/contracts';
import { useEffect, useState } from 'react';

/** A picture chosen for upload (activity or profile): the file, its preview URL (released when replaced) and why it was refused. */
export function usePictureChoice() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function choose(chosen: File | undefined) {
    const problem = chosen ? profileImageError(chosen) : null;
    const accepted = chosen && !problem ? chosen : null;
    setError(problem);
    setFile(accepted);
    setPreview(accepted ? URL.createObjectURL(accepted) : null);
  }

  return { file, preview, error, choose, clear: () => choose(undefined) };
}
