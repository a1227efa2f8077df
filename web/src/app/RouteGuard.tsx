import type { FlagName } from '@tapin/config/flags';
import { isAdmin } from '@tapin/core/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '../ui/spinner';
import { useUser } from './auth';
import { useFlags } from './flags';
import { NotFoundPage } from './NotFoundPage';
import { paths } from './paths';

export interface GuardRule {
  adminOnly?: boolean;
  /** The route exists only while this flag is on. */
  flag?: FlagName;
}

/** Signed-in routes: a spinner while loading, / without a user, /dashboard for a non-admin on an admin page. */
export function RouteGuard({ rule = {}, children }: { rule?: GuardRule; children: ReactNode }) {
  const { user, isLoading } = useUser();
  const { flags, isLoading: flagsLoading } = useFlags();
  if (isLoading || (rule.flag && flagsLoading)) return <Spinner label="Loading..." />;
  if (!user) return <Navigate to={paths.home} replace />;
  if (rule.adminOnly && !isAdmin(user)) return <Navigate to={paths.dashboard} replace />;
  if (rule.flag && flags[rule.flag] !== true) return <NotFoundPage />;
  return <>{children}</>;
}
