import { userEndpoints } from '@peerconnect/contracts';
import { useMutation } from '@tanstack/react-query';
import { useSignOut } from '@/features/auth';
import { apiCall } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** Fetches the student's data and hands it to the browser as a JSON file to save. */
async function downloadMyData(): Promise<void> {
  const data = await apiCall(userEndpoints.exportData);
  saveFile(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
    `peerconnect-${data.profile.username}-${data.exportedAt.slice(0, 10)}.json`,
  );
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });

/** Deletes the account; the session ends with it. */
export function useDeleteAccount() {
  const signOut = useSignOut();
  return useMutation({
    mutationFn: (password: string) => apiCall(userEndpoints.deleteAccount, { body: { password } }),
    onSuccess: signOut,
  });
}
