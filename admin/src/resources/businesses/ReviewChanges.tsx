import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { reviewValueLabel, type AdminBusinessView } from '@tapin/core/contracts';
import { useRecordContext } from 'react-admin';

/**
 * What a moderator reviews (docs/decisions.md#moderation): the fields changed since the last approval,
 * each with the approved and the current value. `null` means the business was never approved, so all of
 * it is new; an empty list means nothing changed since.
 */
export function ReviewChanges() {
  const record = useRecordContext<AdminBusinessView>();
  if (!record) return null;
  const changes = record.reviewChanges;
  return (
    <section aria-label="Changes since the last approval">
      <Typography variant="subtitle1" component="h2" gutterBottom>
        Changes since the last approval
      </Typography>
      {changes === null ? (
        <Alert severity="info">Never approved yet: every field is new.</Alert>
      ) : changes.length === 0 ? (
        <Alert severity="success">
          Nothing changed since the last approval{record.approvedAt ? ` (${new Date(record.approvedAt).toLocaleString()})` : ''}.
        </Alert>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Field</TableCell>
              <TableCell>Before</TableCell>
              <TableCell>Now</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map((change) => (
              <TableRow key={change.field}>
                <TableCell component="th" scope="row">
                  {change.label}
                </TableCell>
                <TableCell sx={{ textDecoration: 'line-through', color: 'text.secondary' }}>{reviewValueLabel(change.before)}</TableCell>
                <TableCell>{reviewValueLabel(change.after)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
