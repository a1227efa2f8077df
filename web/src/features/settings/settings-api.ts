import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, ProfileSettings, SecuritySettings } from '@tapin/core/contracts';
import { apiRequest } from '../../app/api';
import { settingsKeys, userKeys } from '../../app/queries';

/** What Settings → Profile sends: the e-mail change also needs the current password. */
export interface ProfileChange {
  name: string;
  email: string;
  phone: string;
  company: string;
  website: string;
  currentPassword?: string;
}

export type SecurityChange = Pick<SecuritySettings, 'twoFactorEnabled' | 'loginAlerts' | 'sessionTimeout'>;

export const useProfileSettings = () => useQuery<ProfileSettings>({ queryKey: settingsKeys.profile });
export const useNotificationSettings = () => useQuery<NotificationSettings>({ queryKey: settingsKeys.notifications });
export const useSecuritySettings = () => useQuery<SecuritySettings>({ queryKey: settingsKeys.security });

/** A save whose answer is the stored settings: it replaces the cache (and the user, whose name may have changed). */
function useSettingsSave<V, R>(key: readonly string[], run: (variables: V) => Promise<R>, { userChanged = false } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      if (userChanged) void client.invalidateQueries({ queryKey: userKeys.current });
    },
  });
}

export const useSaveProfile = () =>
  useSettingsSave(settingsKeys.profile, (change: ProfileChange) => apiRequest<ProfileSettings>('PUT', '/api/settings/profile', change), { userChanged: true });

export const useUploadLogo = () =>
  useSettingsSave(settingsKeys.profile, (file: File) => {
    const form = new FormData();
    form.append('logo', file);
    return apiRequest<ProfileSettings>('POST', '/api/settings/profile/logo', form);
  });

export const useRemoveLogo = () => useSettingsSave(settingsKeys.profile, () => apiRequest<ProfileSettings>('DELETE', '/api/settings/profile/logo'));

export const useSaveNotifications = () =>
  useSettingsSave(settingsKeys.notifications, (change: NotificationSettings) => apiRequest<NotificationSettings>('PUT', '/api/settings/notifications', change));

export const useSaveSecurity = () =>
  useSettingsSave(settingsKeys.security, (change: SecurityChange) => apiRequest<SecuritySettings>('PUT', '/api/settings/security', change));

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { currentPassword: string; newPassword: string }) => apiRequest('POST', '/api/auth/password', change),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.security }),
  });
}
