import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useUser } from '../../app/auth';
import { useFlags } from '../../app/flags';
import { Spinner } from '../../ui/spinner';
import { NotFound } from './NotFound';

export interface GuardRule {
  adminOnly?: boolean;
  /** The route exists only while this flag is on. */
  flag?: string;
}

/** Signed-in routes: a spinner while loading, / without a user, /dashboard for a non-admin on an admin page. */
export function RouteGuard({ rule = {}, children }: { rule?: GuardRule; children: ReactNode }) {
  const { user, isLoading } = useUser();
  const { flags, isLoading: flagsLoading } = useFlags();
  if (isLoading || (rule.flag && flagsLoading)) return <Spinner label="Loading..." />;
  if (!user) return <Navigate to="/" replace />;
  if (rule.adminOnly && user.role !== 'admin') return <Navigate to="/dashboard" replace />;
  if (rule.flag && flags[rule.flag] !== true) return <NotFound />;
  return <>{children}</>;
}
