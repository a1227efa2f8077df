import RestoreIcon from '@mui/icons-material/Restore';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Button as MuiButton, List as MuiList, ListItem, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { Button, Datagrid, DateField, List, NumberField, SearchInput, SimpleList, TextField, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { dataProvider } from '../../app/data-provider';
import { errorMessage } from '../../app/http';
import { useIsSmall } from '../../shared/responsive';

/** Rows per table as a person reads them: "businesses: 1, promotions items: 3". */
const countsLine = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `${table.replaceAll('_', ' ')}: ${n}`)
    .join(', ') || 'no rows';

/**
 * Restore, for one export: first what comes back (the server rehearses the restore and rolls it back),
 * with the refusal when it cannot be done now (a business that exists again, an id now taken); the
 * Restore in the dialog only then.
 */
function RestoreButton() {
  const record = useRecordContext<{ id: string; name: string }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = record?.name ?? '';
  // Asked afresh at each opening: what can be restored changes with every deletion and restore.
  const asked = useQuery({ queryKey: ['restore-preview', name], queryFn: () => dataProvider.restorePreview(name), enabled: open && name !== '', gcTime: 0, staleTime: 0, retry: false });
  const preview = asked.data ?? null;
  const failure = asked.error ? errorMessage(asked.error) : null;
  if (!record) return null;
  const restore = async () => {
    setBusy(true);
    try {
      const result = await dataProvider.restoreExport(record.name);
      notify(`Restored ${countsLine(result.restored)}; files: ${result.files}.`, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (err) {
      notify(errorMessage(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const more = preview ? (preview.restored.businesses ?? 0) - preview.businesses.length : 0;
  return (
    <>
      <Button
        label="Restore"
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <RestoreIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="restore-title" onClick={(e) => e.stopPropagation()}>
        <DialogTitle id="restore-title">Restore {record.name}?</DialogTitle>
        <DialogContent>
          {!preview && !failure && <Typography>Checking what would come back…</Typography>}
          {failure && <Alert severity="error">{failure}</Alert>}
          {preview && (
            <>
              <Typography gutterBottom>
                It puts back, with the same ids: {countsLine(preview.restored)}; files: {preview.files}.
              </Typography>
              <MuiList dense aria-label="Businesses that come back">
                {preview.businesses.map((b) => (
                  <ListItem key={b.id}>
                    {b.name} (#{b.id})
                  </ListItem>
                ))}
                {more > 0 && <ListItem>… and {more} more</ListItem>}
              </MuiList>
              {preview.notes.map((note) => (
                <Alert key={note} severity="warning">
                  {note}
                </Alert>
              ))}
              {preview.refusal && <Alert severity="error">This export cannot be restored now: {preview.refusal}</Alert>}
            </>
          )}
        </DialogContent>
        <DialogActions>
          {/* Words, not react-admin's buttons: those shrink to a bare icon on a phone. */}
          <MuiButton onClick={() => setOpen(false)}>Cancel</MuiButton>
          <MuiButton variant="contained" disabled={!preview || preview.refusal !== null || busy} onClick={() => void restore()}>
            Restore
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Export name" />];

export function ExportList() {
  const isSmall = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {isSmall ? (
        <SimpleList linkType={false} primaryText={(r) => r.name} secondaryText={(r) => new Date(r.createdAt).toLocaleString()} tertiaryText={() => <RestoreButton />} />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="name" />
          <NumberField source="size" label="Bytes" />
          <DateField source="createdAt" label="Written" showTime />
          <RestoreButton />
        </Datagrid>
      )}
    </List>
  );
}
