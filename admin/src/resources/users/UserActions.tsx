import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Mail from '@mui/icons-material/Mail';
import Person from '@mui/icons-material/Person';
import { isAdmin } from '@tapin/core/contracts';
import { useDataProvider, useGetIdentity, useRecordContext } from 'react-admin';
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
