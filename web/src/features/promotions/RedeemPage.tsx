import { formatClaimCode } from '@tapin/config/rules';
import { useMutation } from '@tanstack/react-query';
import type { BusinessWithPromotions, ClaimView } from '@tapin/core/contracts';
import { ArrowLeft, Ban, CheckCircle2, ScanLine, Search } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../app/api';
import { paths } from '../../app/paths';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { cn } from '../../ui/cn';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { Field, Input, Select } from '../../ui/form';
import { LoadFailed } from '../../ui/query-state';
import { Spinner } from '../../ui/spinner';
import { useBusinesses } from '../businesses/business-api';
import { lookUpClaim, useRecentClaims, useRedeemClaim, useVoidClaim } from './claim-api';
import { amountField, claimDate, claimState, claimStateLabel, claimStateText, codeFromScan, NOT_A_CODE, parseAmount, type ClaimState } from './claim-rules';
import { ClaimScanner, canScan } from './ClaimScanner';
import { amountLabel, priceLabel } from './price-label';
import { defaultBusiness, requestedBusinessId } from './promotion-rules';

const stateTone: Record<ClaimState, 'brand' | 'green' | 'neutral' | 'amber'> = { open: 'brand', redeemed: 'green', void: 'neutral', expired: 'amber' };
const stateText: Record<ClaimState, string> = { open: 'text-brand-800', redeemed: 'text-emerald-800', void: 'text-slate-700', expired: 'text-amber-800' };

const LOOKUP_FAILED = 'The code could not be looked up. Check your connection and try again.';

/** A claim looked up: the offer, its terms and price, where it stands, and for an open one Mark redeemed and Void. */
function ClaimCard({ claim, onRedeemed, onChanged, onStale, onAnother }: { claim: ClaimView; onRedeemed(claim: ClaimView): void; onChanged(claim: ClaimView): void; onStale(): void; onAnother(): void }) {
  const [amount, setAmount] = useState(() => amountField(claim.promotion.price));
  const [amountError, setAmountError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const redeem = useRedeemClaim();
  const voiding = useVoidClaim();
  const state = claimState(claim);
  const code = formatClaimCode(claim.code);
  const busy = redeem.isPending || voiding.isPending;

  // Refused because the claim changed meanwhile (redeemed on another phone, expired): the card shows it as it is now.
  const refused = (err: unknown, fallback: string) => {
    setActionError(errorMessage(err, fallback));
    if (err instanceof ApiError && err.status === 409) onStale();
  };

  const markRedeemed = () => {
    const parsed = parseAmount(amount);
    if ('error' in parsed) {
      setAmountError(parsed.error);
      return;
    }
    setAmountError(null);
    setActionError(null);
    redeem.mutate({ code: claim.code, amount: parsed.amount }, { onSuccess: onRedeemed, onError: (err) => refused(err, 'The claim could not be redeemed. Try again.') });
  };

  const voidClaim = () => {
    setActionError(null);
    voiding.mutate(claim.code, {
      onSuccess: (updated) => {
        setConfirming(false);
        onChanged(updated);
      },
      onError: (err) => {
        setConfirming(false);
        refused(err, 'The claim could not be voided. Try again.');
      },
    });
  };

  return (
    <Card aria-labelledby={`claim-${claim.id}`}>
      <CardHeader className="p-4 pb-2">
        <div className="flex items-center justify-between gap-2">
          <p className="font-mono text-sm font-semibold tracking-wider text-slate-600">{code}</p>
          <Badge tone={stateTone[state]}>{claimStateLabel[state]}</Badge>
        </div>
        <CardTitle id={`claim-${claim.id}`} className="break-words text-xl">
          {claim.promotion.title}
        </CardTitle>
        <p className="break-words text-sm text-slate-600">{claim.business.name}</p>
      </CardHeader>
      <CardContent className="space-y-4 p-4 pt-2">
        {claim.promotion.description && <p className="whitespace-pre-line break-words text-sm text-slate-700">{claim.promotion.description}</p>}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">Price</dt>
          <dd className="font-semibold text-slate-900">{priceLabel(claim.promotion.price)}</dd>
          <dt className="text-slate-500">Status</dt>
          <dd className={cn('font-semibold', stateText[state])}>{claimStateText(claim)}</dd>
        </dl>
        {claim.fromOwner && <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">You claimed this yourself, from a browser you use TAPin in: it is not counted in your analytics, and redeeming it adds no revenue.</p>}
        {actionError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {actionError}
          </p>
        )}
        {state === 'open' ? (
          <div className="space-y-3">
            <Field label="Amount" error={amountError} hint="What the customer paid, in dollars: the offer’s price unless you change it.">
              {(props) => (
                <Input {...props} type="number" step="0.01" min="0" max="100000" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} className="h-12 text-lg" />
              )}
            </Field>
            <Button size="lg" className="w-full" disabled={busy} onClick={markRedeemed}>
              <CheckCircle2 className="h-5 w-5" aria-hidden="true" /> {redeem.isPending ? 'Redeeming…' : 'Mark redeemed'}
            </Button>
            <Button variant="outline" size="lg" className="w-full text-red-700" disabled={busy} onClick={() => setConfirming(true)}>
              <Ban className="h-4 w-4" aria-hidden="true" /> Void claim
            </Button>
          </div>
        ) : (
          <Button variant="outline" size="lg" className="w-full" onClick={onAnother}>
            Look up another code
          </Button>
        )}
      </CardContent>
      <ConfirmDelete
        open={confirming}
        onOpenChange={setConfirming}
        title="Void this claim?"
        description={`${code}, ${claim.promotion.title}: the customer’s code stops working and cannot be redeemed. This cannot be undone.`}
        busy={voiding.isPending}
        confirmLabel="Void claim"
        onConfirm={voidClaim}
      />
    </Card>
  );
}

/** Done: what was taken, and the way to the next customer. */
function RedeemedCard({ claim, onAnother }: { claim: ClaimView; onAnother(): void }) {
  return (
    <Card className="border-emerald-200 bg-emerald-50">
      <CardContent className="space-y-4 p-5 text-center">
        <CheckCircle2 className="mx-auto h-12 w-12 text-emerald-600" aria-hidden="true" />
        <div role="status">
          <p className="text-2xl font-bold text-emerald-900">Redeemed {amountLabel(claim.amount ?? claim.promotion.price)}</p>
          <p className="mt-1 break-words text-sm text-emerald-900">
            {claim.promotion.title} · {formatClaimCode(claim.code)}
          </p>
        </div>
        <Button size="lg" className="w-full" onClick={onAnother}>
          Redeem another
        </Button>
      </CardContent>
    </Card>
  );
}

/** The day a listed claim last changed: its redemption, its voiding, or its claiming. */
const listedDate = (claim: ClaimView) => claimDate(claim.redeemedAt ?? claim.voidedAt ?? claim.createdAt);

/** The chosen business's newest claims; tapping one looks it up. */
function RecentClaims({ business, onPick }: { business: BusinessWithPromotions; onPick(code: string): void }) {
  const recent = useRecentClaims(business.id);
  if (recent.isLoading) return <Spinner label="Loading claims..." />;
  if (recent.error || !recent.data) return <LoadFailed message={errorMessage(recent.error, 'Failed to fetch claims')} retry={() => void recent.refetch()} />;
  const { items, total } = recent.data;
  if (items.length === 0) return <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">No claims yet. Customers claim your live offers on your public page, and their codes appear here.</p>;
  return (
    <>
      {total > items.length && (
        <p className="text-xs text-slate-500">
          The {items.length} newest of {total}
        </p>
      )}
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {items.map((c) => {
          const state = claimState(c);
          return (
            <li key={c.id}>
              <button type="button" onClick={() => onPick(c.code)} className="flex min-h-14 w-full items-center gap-3 px-4 py-2 text-left hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600">
                <span className="min-w-0 flex-1">
                  <span className="block font-mono text-sm font-semibold tracking-wider text-slate-900">{formatClaimCode(c.code)}</span>
                  <span className="block truncate text-sm text-slate-600">
                    {c.promotion.title}
                    {c.fromOwner && ' · yours, not counted'}
                  </span>
                </span>
                <span className="flex shrink-0 flex-col items-end gap-1">
                  <Badge tone={stateTone[state]}>{claimStateLabel[state]}</Badge>
                  <span className="text-xs text-slate-500">{listedDate(c)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * /promotions/redeem: an owner confirms a customer's claimed offer at the counter (docs/decisions.md#claims-and-redemptions).
 * The code is typed, scanned from the claim's QR, taken from `?code=` or picked from the recent claims of the
 * business (`?businessId=`, else the only or primary one with promotions).
 */
export default function RedeemPage() {
  const [params, setParams] = useSearchParams();
  const businesses = useBusinesses();
  const withPromotions = (businesses.data ?? []).filter((b) => b.promotionsEnabled);
  const requested = requestedBusinessId('management', params);
  const business = withPromotions.find((b) => String(b.id) === requested) ?? defaultBusiness(withPromotions) ?? withPromotions[0] ?? null;

  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(() => params.get('code') ?? '');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [claim, setClaim] = useState<ClaimView | null>(null);
  const [redeemed, setRedeemed] = useState<ClaimView | null>(null);
  const [scanSupported] = useState(canScan);
  const [scanning, setScanning] = useState(false);
  const lookUp = useMutation({ mutationFn: lookUpClaim });

  const find = (text: string) => {
    const code = codeFromScan(text);
    setRedeemed(null);
    setClaim(null);
    if (!code) {
      setCodeError(NOT_A_CODE);
      return;
    }
    setCodeError(null);
    // Only the latest lookup's answer lands (react-query calls these for the last mutate alone).
    lookUp.mutate(code, {
      onSuccess: (found) => {
        setClaim(found);
        setTyped(formatClaimCode(found.code));
      },
      onError: (err) => setCodeError(errorMessage(err, LOOKUP_FAILED)),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    find(typed);
  };

  // ?code= (a link, or a reload): filled in and looked up, once per code.
  const paramCode = params.get('code')?.trim() ?? '';
  const lookedUpParam = useRef('');
  const findFromLink = useEffectEvent((code: string) => {
    setTyped(code);
    find(code);
  });
  useEffect(() => {
    if (!paramCode || paramCode === lookedUpParam.current) return;
    lookedUpParam.current = paramCode;
    findFromLink(paramCode);
  }, [paramCode]);

  const another = () => {
    setTyped('');
    setCodeError(null);
    setClaim(null);
    setRedeemed(null);
    lookUp.reset();
    if (params.has('code')) {
      lookedUpParam.current = '';
      setParams((p) => (p.delete('code'), p), { replace: true });
    }
    input.current?.focus();
  };

  const pick = (code: string) => {
    setScanning(false);
    setTyped(formatClaimCode(code));
    find(code);
    input.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const scanned = (code: string) => {
    setScanning(false);
    setTyped(formatClaimCode(code));
    find(code);
  };

  // A claim that changed meanwhile (a 409): read again, quietly, so the card shows where it stands.
  const refresh = (code: string) => void lookUpClaim(code).then(setClaim, () => undefined);

  return (
    <div className="mx-auto w-full max-w-xl space-y-5 px-4 py-6">
      <ButtonLink to={paths.promotions('management', business?.id)} variant="ghost" className="h-11 px-2">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Promotions
      </ButtonLink>
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Redeem</h1>
        <p className="text-sm text-slate-600">Type the code on the customer’s claim{scanSupported ? ', or scan its QR' : ''}, check the offer, and mark it redeemed.</p>
      </header>

      <Card>
        <CardContent className="space-y-3 p-4">
          <form onSubmit={onSubmit} noValidate className="space-y-3">
            <Field label="Claim code" error={codeError}>
              {(props) => (
                <Input
                  {...props}
                  ref={input}
                  value={typed}
                  onChange={(e) => setTyped(e.target.value)}
                  autoCapitalize="characters"
                  autoComplete="off"
                  autoCorrect="off"
                  spellCheck={false}
                  inputMode="text"
                  enterKeyHint="search"
                  placeholder="7KQ4-M9XT"
                  className="h-14 text-center font-mono text-2xl uppercase tracking-[0.15em] placeholder:normal-case"
                />
              )}
            </Field>
            <div className={cn('grid gap-2', scanSupported && 'grid-cols-2')}>
              <Button type="submit" size="lg" disabled={lookUp.isPending}>
                <Search className="h-5 w-5" aria-hidden="true" /> Look up
              </Button>
              {scanSupported && (
                <Button variant="outline" size="lg" aria-pressed={scanning} onClick={() => setScanning((s) => !s)}>
                  <ScanLine className="h-5 w-5" aria-hidden="true" /> Scan QR
                </Button>
              )}
            </div>
          </form>
          {scanning && <ClaimScanner onCode={scanned} onClose={() => setScanning(false)} />}
        </CardContent>
      </Card>

      {lookUp.isPending && <Spinner label="Looking up the code..." />}
      {redeemed ? (
        <RedeemedCard claim={redeemed} onAnother={another} />
      ) : (
        claim && (
          <ClaimCard
            key={claim.id}
            claim={claim}
            onRedeemed={(done) => {
              setClaim(done);
              setRedeemed(done);
            }}
            onChanged={setClaim}
            onStale={() => refresh(claim.code)}
            onAnother={another}
          />
        )
      )}

      <section aria-labelledby="recent-claims" className="space-y-3">
        <h2 id="recent-claims" className="text-lg font-semibold text-slate-900">
          Recent claims
        </h2>
        {withPromotions.length > 1 && business && (
          <Field label="Business">
            {(props) => (
              <Select {...props} value={business.id} onChange={(e) => setParams((p) => (p.set('businessId', e.target.value), p), { replace: true })} className="h-11">
                {withPromotions.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        {businesses.isLoading ? (
          <Spinner label="Loading claims..." />
        ) : businesses.error ? (
          <LoadFailed message="Failed to fetch businesses" retry={() => void businesses.refetch()} />
        ) : business ? (
          <RecentClaims business={business} onPick={pick} />
        ) : (
          <p className="text-sm text-slate-600">Claims appear here once one of your businesses has promotions turned on.</p>
        )}
      </section>
    </div>
  );
}
