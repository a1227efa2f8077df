import { networkRules } from '@tapin/config/rules';
import type { DirectoryBusiness } from '@tapin/core/contracts';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../app/api';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Select, Textarea } from '../../ui/form';
import { toast } from '../../ui/toast';
import { useConnect } from './network-api';

/** One of the caller's businesses that may ask (published, not a sample). */
export interface OwnBusiness {
  id: number;
  name: string;
}

/**
 * "Connect with {name}": an optional note (up to 500 characters, counted as it is typed) and Send request.
 * The server's refusal (already asked, declined lately, the day's limit…) shows here, the note kept. With
 * several businesses of their own, the owner picks which one asks.
 */
export function ConnectDialog({
  business,
  open,
  onOpenChange,
  from,
  requestsLeft,
}: {
  business: Pick<DirectoryBusiness, 'id' | 'name'>;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The caller's businesses that may ask; a choice is offered only when there are several. */
  from: readonly OwnBusiness[];
  /** Requests the caller may still send today (unknown until the marks are read). */
  requestsLeft: number | undefined;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const [fromId, setFromId] = useState<number | undefined>(undefined);
  const [refusal, setRefusal] = useState<string | null>(null);
  const connect = useConnect();
  const noneLeft = requestsLeft === 0;

  const close = (next: boolean) => {
    if (!next) setRefusal(null);
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    connect.mutate(
      { business, note, fromBusinessId: from.length > 1 ? (fromId ?? from[0]!.id) : undefined },
      {
        onSuccess: () => {
          setNote('');
          close(false);
          toast({ title: 'Request sent', description: `${business.name} can accept or decline it in My Network.` });
        },
        onError: (err) => setRefusal(errorMessage(err, 'The request could not be sent. Check your connection and try again.')),
      },
    );
  };

  const counter = `${id}-count`;
  const message = `${id}-message`;
  return (
    <Dialog open={open} onOpenChange={close} title={`Connect with ${business.name}`} description="They get your request in TAPin and can accept or decline it.">
      <form onSubmit={submit} className="space-y-4" noValidate>
        {from.length > 1 && (
          <div>
            <label htmlFor={`${id}-from`} className="mb-1 block text-sm font-medium text-slate-700">
              Send as
            </label>
            <Select id={`${id}-from`} value={fromId ?? from[0]!.id} onChange={(e) => setFromId(Number(e.target.value))}>
              {from.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </Select>
          </div>
        )}
        <div>
          <div className="mb-1 flex items-baseline justify-between gap-2">
            <label htmlFor={`${id}-note`} className="text-sm font-medium text-slate-700">
              Note (optional)
            </label>
            <span id={counter} className="text-xs tabular-nums text-slate-500">
              {note.length}/{networkRules.noteMaxLength}
            </span>
          </div>
          <Textarea
            id={`${id}-note`}
            value={note}
            maxLength={networkRules.noteMaxLength}
            onChange={(e) => setNote(e.target.value)}
            placeholder="Say who you are and why you would like to connect."
            aria-describedby={refusal ? `${counter} ${message}` : counter}
            aria-invalid={refusal ? true : undefined}
          />
        </div>
        {noneLeft ? (
          <p className="text-sm text-slate-600">
            You have sent {networkRules.requestsPerDay} requests in the last 24 hours. You can send more tomorrow.
          </p>
        ) : (
          requestsLeft !== undefined &&
          requestsLeft <= 5 && (
            <p className="text-sm text-slate-600">
              You can send {requestsLeft} more {requestsLeft === 1 ? 'request' : 'requests'} today.
            </p>
          )
        )}
        {refusal && (
          <p id={message} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {refusal}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={connect.isPending || noneLeft}>
            {connect.isPending ? 'Sending...' : 'Send request'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
