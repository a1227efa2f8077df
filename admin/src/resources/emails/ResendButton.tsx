import Send from '@mui/icons-material/Send';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { ConsoleDataProvider, SentEmail } from '../../app/data-provider';
import { ActionButton } from '../../shared/ActionButton';

/**
 * Sends the e-mail again. The outbox never keeps a sign-in link or code: the server sends a fresh link
 * where the stored copy hid one, and refuses a sign-in code.
 */
export function ResendButton() {
  const record = useRecordContext<{ id: number }>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  if (!record) return null;
  return <ActionButton label="Resend" icon={<Send />} run={() => dataProvider.resendEmail(record.id)} done={(answer) => (answer as SentEmail).message} />;
}
