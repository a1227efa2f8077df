import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useFlags } from '../../app/flags';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { adminTools, type AdminLink } from './settings-rules';

function ToolLink({ link }: { link: AdminLink }) {
  const body = (
    <>
      <span className="block font-medium text-slate-900">
        {link.label} {link.newWindow && <ExternalLink className="inline h-3.5 w-3.5" aria-label="(opens in a new window)" />}
      </span>
      <span className="block text-sm text-slate-600">{link.description}</span>
    </>
  );
  const className = 'block rounded-lg border border-slate-200 p-4 hover:bg-slate-50';
  return link.newWindow ? (
    <a href={link.to} target="_blank" rel="noopener" className={className}>
      {body}
    </a>
  ) : (
    <Link to={link.to} className={className}>
      {body}
    </Link>
  );
}

/** For admins: the screens for running the network and the quick actions, each behind its flag. */
export function AdminToolsTab() {
  const { flags } = useFlags();
  const { links, quickActions } = adminTools(flags);
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Admin Tools</CardTitle>
          <CardDescription>Screens for running the network.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-2">
          {links.length ? links.map((l) => <ToolLink key={l.to} link={l} />) : <p className="text-sm text-slate-600">No admin screens are switched on.</p>}
        </CardContent>
      </Card>
      {quickActions.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Quick Actions</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 sm:grid-cols-3">
            {quickActions.map((l) => (
              <ToolLink key={`${l.to}-${l.label}`} link={l} />
            ))}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
