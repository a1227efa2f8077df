import { networkRules } from '@tapin/config/rules';
import type { ReferralLists, ReferralStatus, ReferralView } from '@tapin/core/contracts';
import { Clock, Mail, Phone } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { errorMessage } from '../../app/api';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent } from '../../ui/card';
import { Dialog } from '../../ui/dialog';
import { LoadFailed } from '../../ui/query-state';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { REFERRALS_ANCHOR, telHref } from './directory-rules';
import { useReferralStatus, useReferrals, type ReferralStep } from './network-api';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const statusLook: Record<ReferralStatus, { label: string; tone: 'brand' | 'amber' | 'green' | 'neutral' }> = {
  new: { label: 'New', tone: 'brand' },
  contacted: { label: 'Contacted', tone: 'amber' },
  won: { label: 'Won', tone: 'green' },
  lost: { label: 'Lost', tone: 'neutral' },
};

const isClosed = (r: ReferralView) => r.status === 'won' || r.status === 'lost';
const itemHeading = (r: ReferralView) => `referral-${r.id}`;
/** Who a received referral is about, in its buttons' names (the details are there while it is open). */
const customerOf = (r: ReferralView) => r.customer?.name || 'this customer';

function StatusBadge({ status }: { status: ReferralStatus }) {
  const look = statusLook[status];
  return (
    <Badge tone={look.tone} className="shrink-0">
      <span className="sr-only">Status: </span>
      {look.label}
    </Badge>
  );
}

function List({ id, title, count, empty, children }: { id: string; title: string; count: number; empty: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
        {title}
      </h3>
      {count === 0 ? <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">{empty}</p> : <ul className="grid gap-3 lg:grid-cols-2">{children}</ul>}
    </section>
  );
}

/** One referral: the other business, the status, what the customer needs and the dates; the rest below. */
function ReferralItem({ referral, other, note, children }: { referral: ReferralView; other: ReferralView['from']; note: string | null; children?: ReactNode }) {
  const where = [other.industry, other.location].filter(Boolean).join(' · ');
  const closed = isClosed(referral) && referral.closedAt;
  return (
    <li>
      <Card className="h-full">
        <CardContent className="flex h-full flex-col gap-2 p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h4 id={itemHeading(referral)} tabIndex={-1} className="break-words font-semibold text-slate-900 focus:outline-none">
                {other.name}
              </h4>
              {where && <p className="text-sm text-slate-600">{where}</p>}
              {note && <p className="text-xs text-slate-500">{note}</p>}
            </div>
            <StatusBadge status={referral.status} />
          </div>
          <blockquote className="whitespace-pre-line break-words border-l-2 border-brand-200 pl-3 text-sm text-slate-700">{referral.need}</blockquote>
          <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-slate-500">
            <Clock className="h-3.5 w-3.5" aria-hidden="true" /> Referred {dateOf(referral.createdAt)}
            {closed && ` · ${statusLook[referral.status].label} ${dateOf(referral.closedAt!)}`}
          </p>
          {children}
        </CardContent>
      </Card>
    </li>
  );
}

/** The customer's name and how to reach them (a tap calls or writes); once deleted, a line saying so. */
function Customer({ referral }: { referral: ReferralView }) {
  const c = referral.customer;
  if (!c) {
    return referral.contactDeleted ? <p className="text-sm text-slate-600">Customer's details deleted {networkRules.referralContactDays} days after it closed</p> : null;
  }
  const link = 'inline-flex min-h-8 items-center gap-1.5 break-all text-brand-700 underline-offset-2 hover:underline';
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm">
      <p className="font-medium text-slate-900">{c.name}</p>
      <div className="mt-1 flex flex-col items-start">
        {c.phone && (
          <p>
            <a href={telHref(c.phone)} className={link} aria-label={`Call ${c.phone}`}>
              <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
              {c.phone}
            </a>
          </p>
        )}
        {c.email && (
          <p>
            <a href={`mailto:${c.email}`} className={link} aria-label={`E-mail ${c.email}`}>
              <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
              {c.email}
            </a>
          </p>
        )}
      </div>
    </div>
  );
}

/** What each step did, for its toast. */
function doneWords({ referral, status }: ReferralStep): { title: string; description: string } {
  const from = referral.from.name;
  switch (status) {
    case 'contacted':
      return { title: 'Referral marked contacted', description: `${from} sees it under Referrals you sent.` };
    case 'won':
      return { title: 'Referral marked won', description: `${from} hears of it. Thank them for the customer!` };
    case 'lost':
      return { title: 'Referral marked lost', description: `${from} sees it under Referrals you sent.` };
  }
}

/** Won or lost, asked first: either closes the referral for good. */
type Closing = { referral: ReferralView; status: 'won' | 'lost' };

function Lists({ lists }: { lists: ReferralLists }) {
  const step = useReferralStatus();
  const [closing, setClosing] = useState<Closing | null>(null);
  const [asking, setAsking] = useState(false);
  // With one business there is no need to say which of them a referral is for or from.
  const showMine = new Set([...lists.received.map((r) => r.to.id), ...lists.sent.map((r) => r.from.id)]).size > 1;
  const busyWith = (id: number) => step.isPending && step.variables.referral.id === id;

  const run = (next: ReferralStep) =>
    step.mutate(next, {
      onSuccess: () => {
        setAsking(false);
        toast(doneWords(next));
        // The buttons pressed are gone: focus goes to the referral's name (a closing dialog sends it there too).
        if (next.status === 'contacted') setTimeout(() => document.getElementById(itemHeading(next.referral))?.focus(), 0);
      },
      onError: (err) => toast({ title: 'The referral could not be updated', description: errorMessage(err, 'Check your connection and try again.'), variant: 'destructive' }),
    });
  const ask = (next: Closing) => {
    setClosing(next);
    setAsking(true);
  };

  return (
    <>
      <List id="my-network-referrals-received" title="Referrals for you" count={lists.received.length} empty="No referrals for you yet. When a business you are connected with sends you a customer, they show here.">
        {lists.received.map((r) => (
          <ReferralItem key={r.id} referral={r} other={r.from} note={showMine ? `To ${r.to.name}` : null}>
            <Customer referral={r} />
            {!isClosed(r) && (
              <div className="mt-auto flex flex-wrap gap-2 pt-1">
                {r.status === 'new' && (
                  <Button size="sm" variant="outline" disabled={busyWith(r.id)} onClick={() => run({ referral: r, status: 'contacted' })} aria-label={`Mark contacted: ${customerOf(r)}`}>
                    Mark contacted
                  </Button>
                )}
                <Button size="sm" disabled={busyWith(r.id)} aria-haspopup="dialog" onClick={() => ask({ referral: r, status: 'won' })} aria-label={`Won: ${customerOf(r)}`}>
                  Won
                </Button>
                <Button size="sm" variant="ghost" disabled={busyWith(r.id)} aria-haspopup="dialog" onClick={() => ask({ referral: r, status: 'lost' })} aria-label={`Lost: ${customerOf(r)}`}>
                  Lost
                </Button>
              </div>
            )}
          </ReferralItem>
        ))}
      </List>

      <List id="my-network-referrals-sent" title="Referrals you sent" count={lists.sent.length} empty="You have not referred anyone yet. Press Refer a customer on a business you are connected with.">
        {lists.sent.map((r) => (
          <ReferralItem key={r.id} referral={r} other={r.to} note={showMine ? `From ${r.from.name}` : null} />
        ))}
      </List>

      {closing && (
        <Dialog
          open={asking}
          onOpenChange={setAsking}
          title={`Mark the referral of ${customerOf(closing.referral)} ${closing.status}?`}
          description={`This closes it for good: it cannot be changed afterwards. ${closing.referral.from.name} sees it, and the customer's details are deleted ${networkRules.referralContactDays} days later.`}
          returnFocusTo={() => document.getElementById(itemHeading(closing.referral))}
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button variant={closing.status === 'lost' ? 'destructive' : 'primary'} disabled={step.isPending} onClick={() => run(closing)}>
              {closing.status === 'won' ? 'Mark won' : 'Mark lost'}
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}

/**
 * My Network's Referrals (#referrals, where a notification about one leads): the customers other
 * businesses referred to the owner's, with how to reach them and the steps to mark, and those the owner
 * sent, with how they went (never the customer's details: the server sends them only to the business
 * referred to).
 */
export function Referrals() {
  const referrals = useReferrals();
  const { hash, key } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = Boolean(referrals.data);
  // Followed from a notification: once the lists are here (and the page has its height), they come into view.
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || hash !== `#${REFERRALS_ANCHOR}` || scrolledFor.current === key) return;
    scrolledFor.current = key;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [ready, hash, key]);

  return (
    <section id={REFERRALS_ANCHOR} aria-labelledby="my-network-referrals" className="space-y-4">
      <h2 ref={heading} id="my-network-referrals" tabIndex={-1} className="scroll-mt-20 text-lg font-semibold text-slate-900 focus:outline-none">
        Referrals
      </h2>
      {referrals.isLoading ? (
        <Spinner label="Loading your referrals..." />
      ) : referrals.isError || !referrals.data ? (
        <LoadFailed message="Your referrals could not be loaded. Check your connection and try again." retry={() => void referrals.refetch()} />
      ) : (
        <Lists lists={referrals.data} />
      )}
    </section>
  );
}
