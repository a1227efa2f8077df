import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClearAllResult, DeveloperDeleteResult, DeveloperExport, ExtractedProfile, LogFileDeleted, LogFileView, RestorePreview, RestoreResult } from '@tapin/core/contracts';
import { apiRequest } from '../../app/api';
import { businessKeys } from '../../app/queries';

export const devtoolsKeys = {
  logs: ['/api/logs'],
  log: (name: string) => [`/api/logs/${encodeURIComponent(name)}`],
  exports: ['/api/developer/exports'],
} as const;

export const logFileUrl = (name: string, download = false) => `/api/logs/${encodeURIComponent(name)}${download ? '?download=1' : ''}`;
export const exportUrl = (name: string) => `/api/developer/exports/${encodeURIComponent(name)}`;

export function useLogFiles() {
  return useQuery<LogFileView[]>({ queryKey: devtoolsKeys.logs, staleTime: 0 });
}

/** One file's text (its end, for a file over the server's limit), while the viewer is open. */
export function useLogContent(name: string | null) {
  return useQuery<string>({ queryKey: devtoolsKeys.log(name ?? ''), queryFn: () => apiRequest<string>('GET', logFileUrl(name!)), enabled: name !== null, staleTime: 0 });
}

export function useDeleteLog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiRequest<LogFileDeleted>('DELETE', logFileUrl(name)),
    onSuccess: () => void client.invalidateQueries({ queryKey: devtoolsKeys.logs }),
  });
}

/** The logs page's scrape test: the intake's own extraction of one website. */
export function useScrapeTest() {
  return useMutation({ mutationFn: (websiteUrl: string) => apiRequest<ExtractedProfile>('POST', '/api/businesses/extract', { websiteUrl }) });
}

export function useDeveloperExports(enabled: boolean) {
  return useQuery<DeveloperExport[]>({ queryKey: devtoolsKeys.exports, enabled, staleTime: 0 });
}

/** What restoring an export would put back, and whether it can now (the server rehearses it), while the dialog is open. */
export function useRestorePreview(name: string | null) {
  return useQuery<RestorePreview>({ queryKey: [`${exportUrl(name ?? '')}/preview`], enabled: name !== null, staleTime: 0, gcTime: 0, retry: false });
}

/** Puts an export back; afterwards every business list is fetched again. */
export function useRestoreExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiRequest<RestoreResult>('POST', `${exportUrl(name)}/restore`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: businessKeys.all });
      void client.invalidateQueries({ queryKey: devtoolsKeys.exports });
    },
  });
}

/** Developer deletions: afterwards every business list is fetched again (the specification's refetch). */
export function useDeveloperDeletes() {
  const client = useQueryClient();
  const refetch = () => {
    void client.invalidateQueries({ queryKey: businessKeys.all });
    void client.invalidateQueries({ queryKey: devtoolsKeys.exports });
  };
  return {
    deleteBusiness: useMutation({
      mutationFn: ({ id, confirmation }: { id: number; confirmation: string }) => apiRequest<DeveloperDeleteResult>('DELETE', `/api/developer/businesses/${id}`, { confirmation }),
      onSuccess: refetch,
    }),
    clearAll: useMutation({ mutationFn: (confirmation: string) => apiRequest<ClearAllResult>('DELETE', '/api/developer/clear-all', { confirmation }), onSuccess: refetch }),
  };
}
