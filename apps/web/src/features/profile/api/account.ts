import { userRoutes } from '@peerconnect/contracts';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { apiCall } from '@/lib/api-client';

/** Fetches the student's data and hands it to the browser as a JSON file to save. */
async function downloadMyData(): Promise<void> {
  const data = await apiCall(userRoutes.exportData);
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = `peerconnect-${data.profile.username}-${data.exportedAt.slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });

/** Deletes the account; the session ends with it. */
export function useDeleteAccount() {
  const { logout } = useAuth();
  return useMutation({
    mutationFn: (password: string) => apiCall(userRoutes.deleteAccount, { body: { password } }),
    onSuccess: logout,
  });
}
