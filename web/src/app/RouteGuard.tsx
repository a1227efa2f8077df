import { isAdmin } from '@tapin/core/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadFailed } from '../ui/query-state';
import { Spinner } from '../ui/spinner';
import { useUser } from './auth';
import { useFlags } from './flags';
import { NotFoundPage } from './NotFoundPage';
import { paths } from './paths';
import { screenOn } from './screen-flags';

export interface GuardRule {
  adminOnly?: boolean;
  /** The screen's route pattern: it exists only while every flag it needs is on (`screenFlags`). */
  screen?: string;
}

/**
 * Signed-in routes: a spinner while loading, / without a user, /dashboard for a non-admin on an admin page.
 * A failed read of the user (anything but a 401) is not a sign-out: it says so, with a retry.
 */
export function RouteGuard({ rule = {}, children }: { rule?: GuardRule; children: ReactNode }) {
  const { user, isLoading, error, refetch } = useUser();
  const { flags, isLoading: flagsLoading } = useFlags();
  if (isLoading || (rule.screen && flagsLoading)) return <Spinner label="Loading..." />;
  if (!user && error) return <LoadFailed layout="centered" message="Failed to fetch user" retry={refetch} />;
  if (!user) return <Navigate to={paths.home} replace />;
  if (rule.adminOnly && !isAdmin(user)) return <Navigate to={paths.dashboard} replace />;
  if (rule.screen && !screenOn(flags, rule.screen)) return <NotFoundPage />;
  return <>{children}</>;
}
