import { ApiError, errorMessage } from '../../app/api';
import { toast } from '../../ui/toast';

/** The settings tabs' toasts: a save that worked, and one that did not (the server's words first). */
export const saved = (description: string) => toast({ title: 'Success', description });
export const failed = (error: unknown, fallback: string) => toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });

/** A settings tab that could not be loaded: the server's words, else ours. */
export const loadFailed = (error: unknown) => errorMessage(error, 'Failed to load settings');

/** The field a 400 names (`{ message, field }`), to show its message beside that field. */
export function fieldError(error: unknown, field: string): string | null {
  if (error instanceof ApiError && error.status === 400 && error.data?.field === field) return error.serverMessage;
  return null;
}
