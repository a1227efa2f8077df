import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Block from '@mui/icons-material/Block';
import Mail from '@mui/icons-material/Mail';
import Person from '@mui/icons-material/Person';
import { isAdmin } from '@tapin/core/contracts';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useGetIdentity, useNotify, usePermissions, useRecordContext } from 'react-admin';
import type { ConsolePermissions } from '../../app/auth-provider';
import { errorMessage, postJson } from '../../app/http';
import type { ConsoleDataProvider, SentEmail } from '../../app/data-provider';
import { ActionButton } from '../../shared/ActionButton';

/** Promote to admin or demote to owner (the server refuses a change to one's own role, and moves seats). */
export function RoleButton() {
  const record = useRecordContext<{ id: number; name: string; role: string }>();
  const dataProvider = useDataProvider();
  const { identity } = useGetIdentity();
  if (!record) return null;
  const promote = !isAdmin(record);
  const role = promote ? 'admin' : 'business_owner';
  return (
    <ActionButton
      label={promote ? 'Promote to admin' : 'Demote to owner'}
      icon={promote ? <AdminPanelSettings /> : <Person />}
      disabled={identity?.id === record.id}
      run={() => dataProvider.update('users', { id: record.id, data: { role }, previousData: record })}
      done={promote ? 'Promoted to admin: their Pioneer seat went to the next in line' : 'Demoted to business owner'}
      confirm={
        promote
          ? { title: `Promote ${record.name} to admin?`, content: `${record.name} will see every account and business, and their Pioneer seat goes to the next in line.` }
          : { title: `Demote ${record.name} to owner?`, content: `${record.name} loses the console and the admin tools, and takes a Pioneer seat again, even past the limit.` }
      }
    />
  );
}

/** E-mails the user a single-use sign-in link (to their own address; the console never shows it). */
export function SignInLinkButton() {
  const record = useRecordContext<{ id: number }>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  if (!record) return null;
  return (
    <ActionButton
      label="E-mail a sign-in link"
      icon={<Mail />}
      run={() => dataProvider.sendSignInLink(record.id)}
      done={(answer) => (answer as SentEmail).message}
    />
  );
}

/**
 * Shuts the account out of the Pioneer network, with the reason for the audit trail: its requests and
 * connections go, and it can make none (the Shut out of the network list lets it back in).
 */
export function ExcludeFromNetworkButton() {
  const record = useRecordContext<{ id: number; name: string }>();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<ConsolePermissions>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  // Only while the network plugin is on for this admin (its resource is listed).
  if (!record || !permissions?.resources.some((r) => r.name === 'network-exclusions')) return null;
  const exclude = async () => {
    setBusy(true);
    try {
      await postJson('/api/admin/network-exclusions', { userId: record.id, reason });
      notify(`${record.name} is shut out of the network`, { type: 'success' });
      setOpen(false);
      setReason('');
    } catch (err) {
      notify(errorMessage(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label="Shut out of the network" onClick={() => setOpen(true)} disabled={identity?.id === record.id}>
        <Block />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="exclude-title">
        <DialogTitle id="exclude-title">Shut {record.name} out of the network?</DialogTitle>
        <DialogContent>
          <DialogContentText>Their connection requests and connections go at once, and they can neither ask nor be asked until you let them back in.</DialogContentText>
          <TextField label="Why (for the audit trail)" value={reason} onChange={(event) => setReason(event.target.value)} fullWidth multiline margin="normal" slotProps={{ htmlInput: { maxLength: 500 } }} />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>Cancel</MuiButton>
          <MuiButton variant="contained" color="error" onClick={exclude} disabled={busy}>
            Shut out
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
