import { networkRules } from '@tapin/config/rules';
import type { BlockView, ConnectionView, NetworkOverview } from '@tapin/core/contracts';
import { Ban, Check, Clock, Link2, Send, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../app/api';
import { Button } from '../../ui/button';
import { Card, CardContent } from '../../ui/card';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { LoadFailed } from '../../ui/query-state';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { useNetworkChange, useNetworkOverview, type NetworkAction } from './network-api';
import { ReferDialog } from './ReferDialog';
import { Referrals } from './Referrals';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

type SectionId = 'incoming' | 'outgoing' | 'connected' | 'blocked';
const headingId = (section: SectionId) => `my-network-${section}`;

/** Who an action concerns, in the toasts' words. */
const nameOf = (action: NetworkAction) => (action.kind === 'unblock' ? (action.block.business?.name ?? action.block.ownerName) : action.connection.other.name);

/** What an action did, for its toast. */
function doneWords(action: NetworkAction): { title: string; description?: string } {
  const name = nameOf(action);
  switch (action.kind) {
    case 'accept':
      return { title: `You are connected with ${name}` };
    case 'decline':
      return { title: `Request from ${name} declined`, description: `${name} can ask again in ${networkRules.declinedCooldownDays} days.` };
    case 'withdraw':
      return { title: `Request to ${name} withdrawn` };
    case 'remove':
      return { title: `${name} removed from your connections` };
    case 'block':
      return { title: `${name} blocked`, description: 'Their owner can no longer ask your businesses to connect.' };
    case 'unblock':
      return { title: `${name} unblocked` };
  }
}

const failedWords: Record<NetworkAction['kind'], string> = {
  accept: 'The request could not be accepted',
  decline: 'The request could not be declined',
  withdraw: 'The request could not be withdrawn',
  remove: 'The connection could not be removed',
  block: 'The block did not go through',
  unblock: 'The block could not be lifted',
};

const sectionOf = (action: NetworkAction): SectionId =>
  action.kind === 'unblock' ? 'blocked' : action.kind === 'withdraw' ? 'outgoing' : action.kind === 'remove' ? 'connected' : 'incoming';

function Section({ id, title, count, empty, children }: { id: SectionId; title: string; count: number; empty: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId(id)} className="space-y-3">
      <div className="flex items-center gap-2">
        <h2 id={headingId(id)} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
          {title}
        </h2>
        {count > 0 && (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700" aria-hidden="true">
            {count}
          </span>
        )}
      </div>
      {count === 0 ? <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">{empty}</p> : <ul className="grid gap-3 lg:grid-cols-2">{children}</ul>}
    </section>
  );
}

/** One request or connection: the other business, where it is, the note and the date; its buttons below. */
function ConnectionItem({ view, showMine, date, children }: { view: ConnectionView; showMine: boolean; date: string; children: ReactNode }) {
  const where = [view.other.industry, view.other.location].filter(Boolean).join(' · ');
  return (
    <li>
      <Card className="h-full">
        <CardContent className="flex h-full flex-col gap-2 p-4">
          <div>
            <h3 className="font-semibold text-slate-900">{view.other.name}</h3>
            {where && <p className="text-sm text-slate-600">{where}</p>}
            {showMine && <p className="text-xs text-slate-500">{view.direction === 'incoming' ? `To ${view.mine.name}` : `From ${view.mine.name}`}</p>}
          </div>
          {view.note && <blockquote className="whitespace-pre-line break-words border-l-2 border-brand-200 pl-3 text-sm text-slate-700">{view.note}</blockquote>}
          <p className="flex items-center gap-1.5 text-xs text-slate-500">
            <Clock className="h-3.5 w-3.5" aria-hidden="true" /> {date}
          </p>
          <div className="mt-auto flex flex-wrap gap-2 pt-1">{children}</div>
        </CardContent>
      </Card>
    </li>
  );
}

/** The change an owner is asked to confirm first (blocking, removing a connection); kept while its dialog closes. */
type Confirming = { kind: 'block' | 'remove'; connection: ConnectionView };

function Lists({ overview }: { overview: NetworkOverview }) {
  const change = useNetworkChange();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [asking, setAsking] = useState(false);
  const ask = (next: Confirming) => {
    setConfirming(next);
    setAsking(true);
  };
  // The connection a customer is being referred to; kept while its dialog closes.
  const [referTo, setReferTo] = useState<ConnectionView | null>(null);
  const [referring, setReferring] = useState(false);
  const refer = (view: ConnectionView) => {
    setReferTo(view);
    setReferring(true);
  };
  const all = [...overview.incoming, ...overview.outgoing, ...overview.connected];
  // With one business there is no need to say which of them a request is for.
  const showMine = new Set(all.map((v) => v.mine.id)).size > 1;
  const busyWith = (id: number) => change.isPending && change.variables.kind !== 'unblock' && change.variables.connection.id === id;

  const run = (action: NetworkAction) =>
    change.mutate(action, {
      onSuccess: () => {
        setAsking(false);
        toast(doneWords(action));
        // The item is gone from its list: focus goes to the list's heading rather than to the page's start.
        setTimeout(() => document.getElementById(headingId(sectionOf(action)))?.focus(), 0);
      },
      onError: (err) => toast({ title: failedWords[action.kind], description: errorMessage(err, 'Check your connection and try again.'), variant: 'destructive' }),
    });

  return (
    <div className="space-y-8">
      <Section id="incoming" title="Requests for you" count={overview.incoming.length} empty="No requests waiting. When another business asks to connect, it shows here.">
        {overview.incoming.map((v) => (
          <ConnectionItem key={v.id} view={v} showMine={showMine} date={`Asked ${dateOf(v.createdAt)}`}>
            <Button size="sm" disabled={busyWith(v.id)} onClick={() => run({ kind: 'accept', connection: v })} aria-label={`Accept ${v.other.name}`}>
              <Check className="h-4 w-4" aria-hidden="true" /> Accept
            </Button>
            <Button size="sm" variant="outline" disabled={busyWith(v.id)} onClick={() => run({ kind: 'decline', connection: v })} aria-label={`Decline ${v.other.name}`}>
              <X className="h-4 w-4" aria-hidden="true" /> Decline
            </Button>
            <Button size="sm" variant="ghost" className="text-red-700" disabled={busyWith(v.id)} aria-haspopup="dialog" onClick={() => ask({ kind: 'block', connection: v })} aria-label={`Block ${v.other.name}`}>
              <Ban className="h-4 w-4" aria-hidden="true" /> Block
            </Button>
          </ConnectionItem>
        ))}
      </Section>

      <Section id="outgoing" title="Requests you sent" count={overview.outgoing.length} empty="No requests waiting for an answer. Press Connect on a business in the directory to ask.">
        {overview.outgoing.map((v) => (
          <ConnectionItem key={v.id} view={v} showMine={showMine} date={`Sent ${dateOf(v.createdAt)}`}>
            <Button size="sm" variant="outline" disabled={busyWith(v.id)} onClick={() => run({ kind: 'withdraw', connection: v })} aria-label={`Withdraw request to ${v.other.name}`}>
              Withdraw
            </Button>
          </ConnectionItem>
        ))}
      </Section>

      <Section id="connected" title="Connected" count={overview.connected.length} empty="You are not connected with any business yet.">
        {overview.connected.map((v) => (
          <ConnectionItem key={v.id} view={v} showMine={showMine} date={`Connected ${dateOf(v.answeredAt ?? v.createdAt)}`}>
            <Button size="sm" aria-haspopup="dialog" onClick={() => refer(v)} aria-label={`Refer a customer to ${v.other.name}`}>
              <Send className="h-4 w-4" aria-hidden="true" /> Refer a customer
            </Button>
            <Button size="sm" variant="outline" disabled={busyWith(v.id)} aria-haspopup="dialog" onClick={() => ask({ kind: 'remove', connection: v })} aria-label={`Remove ${v.other.name}`}>
              <Link2 className="h-4 w-4" aria-hidden="true" /> Remove
            </Button>
          </ConnectionItem>
        ))}
      </Section>

      <Referrals />

      <Section id="blocked" title="Blocked" count={overview.blocked.length} empty="You have not blocked anyone.">
        {overview.blocked.map((b: BlockView) => (
          <li key={b.id}>
            <Card>
              <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900">{b.business?.name ?? b.ownerName}</h3>
                  <p className="text-sm text-slate-600">
                    {b.business ? `Owner: ${b.ownerName} · ` : ''}Blocked {dateOf(b.createdAt)}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={change.isPending && change.variables.kind === 'unblock' && change.variables.block.id === b.id}
                  onClick={() => run({ kind: 'unblock', block: b })}
                  aria-label={`Unblock ${b.business?.name ?? b.ownerName}`}
                >
                  Unblock
                </Button>
              </CardContent>
            </Card>
          </li>
        ))}
      </Section>

      {confirming && (
        <ConfirmDelete
          open={asking}
          onOpenChange={setAsking}
          title={confirming.kind === 'block' ? `Block ${confirming.connection.other.name}?` : `Remove ${confirming.connection.other.name} from your connections?`}
          description={
            confirming.kind === 'block'
              ? 'Their request goes, and their owner can no longer ask any of your businesses to connect. You can unblock them later under Blocked.'
              : 'You can ask to connect again later.'
          }
          confirmLabel={confirming.kind === 'block' ? 'Block' : 'Remove'}
          busy={change.isPending}
          onConfirm={() => run(confirming)}
        />
      )}
      {referTo && <ReferDialog key={referTo.id} connection={referTo} open={referring} onOpenChange={setReferring} />}
    </div>
  );
}

/**
 * My Network (/directory?tab=network): requests for the owner's businesses, requests they sent, connections
 * (each with Refer a customer), the referrals received and sent (#referrals), and blocks.
 */
export function NetworkPanel() {
  const overview = useNetworkOverview();
  if (overview.isLoading) return <Spinner label="Loading your network..." />;
  if (overview.isError || !overview.data) return <LoadFailed message="Your network could not be loaded. Check your connection and try again." retry={() => void overview.refetch()} layout="centered" />;
  return <Lists overview={overview.data} />;
}
