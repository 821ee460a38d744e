/**
 * Hooks of the profile page's changes: nickname, banner, profile picture, unlinking an identity (each replies
 * with the user as now stored, which the page hands to the session; no query holds the user), and signing out
 * everywhere.
 */
import { useMutation } from '@tanstack/react-query';
import type { UploadOptions } from '../api/client';
import type { UserUpdate } from '../api/types';
import { useAppDataProvider } from './queries';

/** Saves fields of the signed-in user's record, e.g. the nickname. */
export function useUpdateUser(userId: string) {
  const dataProvider = useAppDataProvider();
  return useMutation({ mutationFn: (update: UserUpdate) => dataProvider.updateUser(userId, update) });
}

/** Replaces the user's banner, reporting the upload's progress. */
export function useUploadBanner(userId: string) {
  const dataProvider = useAppDataProvider();
  return useMutation({
    mutationFn: ({ file, options }: { file: File; options: UploadOptions }) =>
      dataProvider.uploadBanner(userId, file, options),
  });
}

/** Sets the profile picture, reporting the upload's progress; the dialog shows a failure itself. */
export function useUploadProfilePicture() {
  const dataProvider = useAppDataProvider();
  return useMutation({
    mutationFn: ({ file, options }: { file: File; options: Omit<UploadOptions, 'quiet'> }) =>
      dataProvider.uploadProfilePicture(file, options),
  });
}

/** Unlinks a connected identity. */
export function useUnlinkAccount() {
  const dataProvider = useAppDataProvider();
  return useMutation({ mutationFn: (connection: string) => dataProvider.unlinkAccount(connection) });
}

/** Ends every session of the signed-in user; the page then signs this browser out too. */
export function useSignOutEverywhere() {
  const dataProvider = useAppDataProvider();
  return useMutation({ mutationFn: () => dataProvider.signOutEverywhere() });
}
