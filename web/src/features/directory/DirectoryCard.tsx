import type { ConnectionState, DirectoryBusiness, LivePromotion } from '@tapin/core/contracts';
import { Check, Globe, Mail, MapPin, Phone, Star, Tag } from 'lucide-react';
import { memo } from 'react';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../ui/card';
import { Tooltip } from '../../ui/tooltip';
import { recordPromotionClick } from '../promotions/promotion-api';
import { priceLabel } from '../promotions/price-label';
import { connectHref, myNetworkHref, servicePreview, telHref } from './directory-rules';

/**
 * Where a business stands in the caller's network, for its card's button: `own` (one of the caller's
 * businesses: no button), `none` (Connect opens the request dialog) or the server's state. Left out
 * while the `network` flag is off: Connect then reaches the business by e-mail, phone or website.
 */
export type CardConnection = ConnectionState | 'none' | 'own';

/** How many of a business's live promotions its card shows (the cheapest first). */
const OFFERS_SHOWN = 2;

/**
 * One business of the directory: how to reach it, what it offers (its live promotions: the server counted
 * them as seen when it served them), and a star to keep it. Following an offer is a click on it; so is
 * Connect on a card with offers while the network is off (Connect then reaches out by e-mail, phone or
 * website; with it on, Connect asks the business to connect). Memoised: a card already on screen is not
 * drawn again when the next page of the directory arrives (an owner deep in the list has a thousand of them).
 */
export const DirectoryCard = memo(function DirectoryCard({
  business: b,
  promotions = [],
  starred,
  onStar,
  connection,
  onConnect,
}: {
  business: DirectoryBusiness;
  promotions?: LivePromotion[];
  starred: boolean;
  onStar(id: number, name: string): void;
  connection?: CardConnection;
  onConnect?(business: DirectoryBusiness): void;
}) {
  const services = servicePreview(b.services);
  const connect = connectHref(b);
  const offers = promotions.slice(0, OFFERS_SHOWN);
  const clicked = (ids: number[]) => ids.forEach(recordPromotionClick);
  return (
    <Card className="flex w-full min-w-0 flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="text-base">{b.name}</CardTitle>
          <span className="flex shrink-0 items-center gap-1 text-sm font-medium text-amber-700">
            {b.isTestData ? (
              <>
                <Star className="h-4 w-4 fill-current" aria-hidden="true" /> 4.8
              </>
            ) : (
              'Pioneer'
            )}
          </span>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {b.isTestData && <Badge tone="violet">SAMPLE</Badge>}
          <Badge tone="green">Published</Badge>
          {b.industry && <Badge tone="brand">{b.industry}</Badge>}
        </div>
      </CardHeader>
      <CardContent className="flex-1 space-y-2 text-sm text-slate-700">
        {b.description && <p className="line-clamp-3">{b.description}</p>}
        {b.location && (
          <p className="flex items-center gap-1.5">
            <MapPin className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" /> {b.location}
          </p>
        )}
        {b.contactPhone && (
          <p className="flex items-center gap-1.5">
            <Phone className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <a href={telHref(b.contactPhone)} className="hover:underline">
              {b.contactPhone}
            </a>
          </p>
        )}
        {b.contactEmail && (
          <p className="flex min-w-0 items-center gap-1.5">
            <Mail className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <a href={`mailto:${b.contactEmail}`} className="truncate hover:underline">
              {b.contactEmail}
            </a>
          </p>
        )}
        {b.website && (
          <p className="flex min-w-0 items-center gap-1.5">
            <Globe className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <a href={b.website} target="_blank" rel="noreferrer noopener" className="truncate text-brand-700 hover:underline">
              {b.website.replace(/^https?:\/\//, '')}
            </a>
          </p>
        )}
        {services.shown.length > 0 && (
          <ul className="flex flex-wrap gap-1.5 pt-1" aria-label="Services">
            {services.shown.map((s) => (
              <li key={s}>
                <Badge>{s}</Badge>
              </li>
            ))}
            {services.more > 0 && (
              <li>
                <Badge tone="neutral">+{services.more} more</Badge>
              </li>
            )}
          </ul>
        )}
        {b.valueProposition && <p className="italic text-slate-600">"{b.valueProposition}"</p>}
        {offers.length > 0 && (
          <ul className="space-y-1 border-t border-slate-100 pt-2" aria-label="Offers">
            {offers.map((p) => (
              <li key={p.id} className="flex items-center gap-1.5">
                <Tag className="h-4 w-4 shrink-0 text-violet-500" aria-hidden="true" />
                {connect ? (
                  <a href={connect} target={connect.startsWith('http') ? '_blank' : undefined} rel="noreferrer noopener" className="min-w-0 flex-1 truncate text-violet-800 hover:underline" onClick={() => clicked([p.id])}>
                    {p.title}
                  </a>
                ) : (
                  <span className="min-w-0 flex-1 truncate">{p.title}</span>
                )}
                <span className="shrink-0 font-medium">{priceLabel(p.price)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        {connection === undefined ? (
          connect ? (
            <a href={connect} target={connect.startsWith('http') ? '_blank' : undefined} rel="noreferrer noopener" className="inline-flex h-8 flex-1 items-center justify-center rounded-lg bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800" onClick={() => clicked(offers.map((p) => p.id))}>
              Connect
            </a>
          ) : (
            <Button size="sm" className="flex-1" disabled>
              Connect
            </Button>
          )
        ) : (
          <NetworkButton business={b} connection={connection} onConnect={onConnect} />
        )}
        <Tooltip content={starred ? 'Remove from starred' : 'Star this business'}>
          <Button size="icon" variant="outline" className="h-8 w-8" aria-label={starred ? `Unstar ${b.name}` : `Star ${b.name}`} aria-pressed={starred} onClick={() => onStar(b.id, b.name)}>
            <Star className={starred ? 'h-4 w-4 fill-amber-400 text-amber-500' : 'h-4 w-4'} aria-hidden="true" />
          </Button>
        </Tooltip>
      </CardFooter>
    </Card>
  );
});

/** The card's network button: Connect, or where the request stands (Respond and Connected lead to My Network). */
function NetworkButton({ business: b, connection, onConnect }: { business: DirectoryBusiness; connection: CardConnection; onConnect?(business: DirectoryBusiness): void }) {
  switch (connection) {
    case 'own':
      return <p className="flex-1 text-sm text-slate-500">Your business</p>;
    case 'connected':
      return (
        <ButtonLink to={myNetworkHref} size="sm" variant="outline" className="flex-1 border-emerald-300 text-emerald-800">
          <Check className="h-4 w-4" aria-hidden="true" /> Connected
        </ButtonLink>
      );
    case 'requested':
      return (
        <Button size="sm" variant="outline" className="flex-1" disabled>
          Requested
        </Button>
      );
    case 'incoming':
      return (
        <ButtonLink to={myNetworkHref} size="sm" className="flex-1">
          Respond
        </ButtonLink>
      );
    case 'none':
      // Sample listings are there to show what a card looks like: nobody reads their requests.
      return b.isTestData ? (
        <Button size="sm" className="flex-1" disabled title="Sample businesses cannot take requests">
          Connect
        </Button>
      ) : (
        <Button size="sm" className="flex-1" aria-haspopup="dialog" onClick={() => onConnect?.(b)}>
          Connect
        </Button>
      );
  }
}
