import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Toggle } from '../../ui/toggle';
import { pushErrorMessage, pushStatus, subscribeThisBrowser, unsubscribeThisBrowser } from './push';

/** Whether this browser is subscribed: the browser's own answer, not the server's (cached until a switch changes it). */
const thisBrowserKey = ['push', 'this-browser'] as const;

/**
 * The Push Notifications switch. Turning it on subscribes this browser at once (from the click, so the
 * browser may ask for permission) and shows it on only when that worked; turning it off unsubscribes
 * this browser. The account's setting (`on`) is still saved with the form's Save Preferences.
 */
export function PushToggle({ label, description, on, saved, onChange }: { label: string; description: string; on: boolean; saved: boolean; onChange(on: boolean): void }) {
  const client = useQueryClient();
  const here = useQuery({ queryKey: thisBrowserKey, queryFn: pushStatus, staleTime: Infinity }).data;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function turnOnHere() {
    setBusy(true);
    setError(null);
    try {
      await subscribeThisBrowser();
      client.setQueryData(thisBrowserKey, 'on');
      onChange(true);
    } catch (err) {
      setError(pushErrorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    setError(null);
    onChange(false);
    try {
      await unsubscribeThisBrowser();
    } catch (err) {
      setError(pushErrorMessage(err));
    } finally {
      await client.invalidateQueries({ queryKey: thisBrowserKey });
      setBusy(false);
    }
  }

  return (
    <div>
      <Toggle label={label} description={description} checked={on} disabled={busy} onChange={(next) => void (next ? turnOnHere() : turnOff())} />
      {busy && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {on ? 'Turning off push notifications here...' : 'Turning on push notifications here...'}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      {!busy && on && here === 'on' && !saved && <p className="mt-2 text-sm text-slate-600">This browser is ready. Save Preferences to start getting them.</p>}
      {!busy && on && here === 'off' && (
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
          <span>On for your other browsers, not this one.</span>
          <Button variant="outline" size="sm" onClick={() => void turnOnHere()}>
            Turn on here
          </Button>
        </p>
      )}
      {!busy && on && here === 'unsupported' && <p className="mt-2 text-sm text-slate-600">On for your other browsers. This one cannot show push notifications.</p>}
    </div>
  );
}
