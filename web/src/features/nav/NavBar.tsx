import type { PublicUser } from '@tapin/core/contracts';
import { Crown, LogOut, Menu, Zap } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLogout, useUser } from '../../app/auth';
import { useFlags } from '../../app/flags';
import { paths } from '../../app/paths';
import { Avatar } from '../../ui/avatar';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { Sheet } from '../../ui/dialog';
import { toast } from '../../ui/toast';
import { useBusinesses } from '../businesses/business-api';
import { navLinks, roleBadge } from './nav-rules';
import { NotificationBell } from './NotificationBell';

function RoleBadge({ role }: { role: string }) {
  const badge = roleBadge(role);
  return (
    <Badge tone={badge.tone}>
      {badge.icon === 'crown' && <Crown className="h-3 w-3" aria-hidden="true" />}
      {badge.icon === 'zap' && <Zap className="h-3 w-3" aria-hidden="true" />}
      {badge.label}
    </Badge>
  );
}

function UserChip({ user }: { user: PublicUser }) {
  return (
    <div className="flex items-center gap-3">
      <Avatar name={user.name} />
      <div className="leading-tight">
        <div className="text-sm font-medium text-slate-900">{user.name}</div>
        <RoleBadge role={user.role} />
      </div>
    </div>
  );
}

function Brand() {
  return (
    <Link to={paths.dashboard} className="flex items-center gap-2 font-bold text-brand-800">
      <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span className="text-lg tracking-tight">TAPin</span>
    </Link>
  );
}

/** The fixed top bar: links, the notifications bell, and the user's chip (desktop) or an avatar that opens the side menu (mobile). */
export function NavBar() {
  const { user } = useUser();
  const { flags } = useFlags();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const businesses = useBusinesses({ enabled: Boolean(user) });
  if (!user || pathname === paths.home || pathname === paths.auth) return null;

  const links = navLinks(user, businesses.data ?? [], flags);
  const signOut = async () => {
    setMenuOpen(false);
    const reached = await logout.mutateAsync();
    toast({ title: 'Logged out', description: reached ? 'You have been logged out successfully.' : 'You have been logged out.' });
    navigate(paths.home);
  };

  return (
    <header className="fixed inset-x-0 top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Brand />
        <ul className="hidden items-center gap-1 lg:flex">
          {links.map((link) => (
            <li key={link.label}>
              <Link
                to={link.to}
                aria-current={link.active(pathname) ? 'page' : undefined}
                className={cn('rounded-md px-3 py-2 text-sm font-medium', link.active(pathname) ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100')}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-1 lg:gap-3">
          {/* Notifications are the core's: the bell is there whatever the flags. */}
          <NotificationBell />
          <div className="hidden items-center gap-3 lg:flex">
            <UserChip user={user} />
            <Button variant="ghost" size="icon" onClick={signOut} aria-label="Log out">
              <LogOut className="h-4 w-4" />
            </Button>
          </div>
          <button type="button" className="flex items-center gap-2 rounded-lg p-1 lg:hidden" onClick={() => setMenuOpen(true)} aria-label="Open menu">
            <Menu className="h-5 w-5 text-slate-700" aria-hidden="true" />
            <Avatar name={user.name} />
          </button>
        </div>
      </nav>
      <Sheet open={menuOpen} onOpenChange={setMenuOpen} title="Navigation">
        <div className="mb-4">
          <UserChip user={user} />
        </div>
        <ul className="flex flex-col gap-1">
          {links.map((link) => (
            <li key={link.label}>
              <Link
                to={link.to}
                onClick={() => setMenuOpen(false)}
                aria-current={link.active(pathname) ? 'page' : undefined}
                className={cn('block rounded-md px-3 py-2 text-sm font-medium', link.active(pathname) ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100')}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <Button variant="outline" className="mt-auto" onClick={signOut}>
          <LogOut className="h-4 w-4" aria-hidden="true" /> Logout
        </Button>
      </Sheet>
    </header>
  );
}
