import CheckCircle from '@mui/icons-material/CheckCircle';
import DoDisturb from '@mui/icons-material/DoDisturb';
import type { BusinessStatus } from '@tapin/core/contracts';
import { Button, useDataProvider, useListContext, useNotify, useRecordContext, useRefresh, useUnselectAll } from 'react-admin';
import type { ConsoleDataProvider } from '../../app/data-provider';
import { errorMessage } from '../../app/http';
import { ActionButton } from '../../shared/ActionButton';
import { choicesOf } from '../../shared/transform';

/**
 * The moderation states (core/src/contracts/businesses.ts). Spelled here: that contract module builds its
 * zod schemas at load, and the console must not carry zod for three words. The type keeps them in step.
 */
const businessStatuses = ['pending', 'approved', 'rejected'] as const satisfies readonly BusinessStatus[];
export const statusChoices = choicesOf(businessStatuses);

/** Approve or reject one business: the server sets the status and writes the audit trail. */
export function ModerationButtons() {
  const record = useRecordContext<{ id: number; name: string; status: BusinessStatus; published: boolean }>();
  const dataProvider = useDataProvider();
  if (!record) return null;
  const moderate = (status: BusinessStatus) => () => dataProvider.update('businesses', { id: record.id, data: { status }, previousData: record });
  return (
    <>
      <ActionButton label="Approve" icon={<CheckCircle />} disabled={record.status === 'approved'} run={moderate('approved')} done="Business approved" />
      <ActionButton
        label="Reject"
        icon={<DoDisturb />}
        disabled={record.status === 'rejected'}
        run={moderate('rejected')}
        done="Business rejected"
        confirm={{
          title: `Reject ${record.name}?`,
          content: `${record.published ? `${record.name} will be taken out of the directory` : `${record.name} will not be listed in the directory`} and its owner is e-mailed. Approve it again to undo.`,
        }}
      />
    </>
  );
}

/** The list's bulk action: approves the selected businesses in one call (each audited by the server). */
export function BulkApproveButton() {
  const { selectedIds } = useListContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('businesses');
  return (
    <Button
      label="Approve"
      onClick={async () => {
        try {
          const { approved, unchanged } = await dataProvider.approveBusinesses(selectedIds as number[]);
          const already = unchanged.length ? ` (${unchanged.length} already approved)` : '';
          notify(`Approved ${approved.length} ${approved.length === 1 ? 'business' : 'businesses'}${already}`, { type: 'success' });
          unselectAll();
          refresh();
        } catch (err) {
          notify(errorMessage(err), { type: 'error' });
        }
      }}
    >
      <CheckCircle />
    </Button>
  );
}
