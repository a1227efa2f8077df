import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { Admission, ConsoleDataProvider } from '../../app/data-provider';
import { errorBody, errorMessage } from '../../app/http';

/**
 * Admits from the waitlist. When no seat is free the server answers 409 with the seat figures; the admin
 * is then asked whether to go over the limit, and only a confirmed admission is sent with `force`.
 */
export function useAdmit() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [overLimit, setOverLimit] = useState<{ target: number | 'next'; message: string } | null>(null);

  async function admit(target: number | 'next', force = false) {
    setBusy(true);
    try {
      const admission: Admission = target === 'next' ? await dataProvider.admitNext(force) : await dataProvider.admit(target, force);
      notify(`Admitted ${admission.user.email}: a sign-in link is on its way to them`, { type: 'success' });
      refresh();
    } catch (err) {
      const body = errorBody(err);
      if (!force && body && typeof body.seatsTaken === 'number' && typeof body.betaLimit === 'number') {
        setOverLimit({ target, message: `All ${body.betaLimit} seats are taken (${body.seatsTaken} in use). Admit anyway, past the beta limit?` });
      } else {
        notify(errorMessage(err), { type: 'error' });
      }
    } finally {
      setBusy(false);
    }
  }

  const confirm = (
    <Confirm
      isOpen={overLimit !== null}
      loading={busy}
      title="No free seat"
      content={overLimit?.message ?? ''}
      confirm="Admit over the limit"
      onConfirm={() => {
        const target = overLimit!.target;
        setOverLimit(null);
        void admit(target, true);
      }}
      onClose={() => setOverLimit(null)}
    />
  );
  return { admit, busy, confirm };
}
