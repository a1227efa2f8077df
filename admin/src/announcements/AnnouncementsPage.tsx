import type { AnnouncementPreview, AnnouncementSent } from '@tapin/core/contracts';
import { Alert, Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Title } from 'react-admin';
import { errorMessage, postJson } from '../app/http';

/**
 * An announcement to the owners who opted in to Marketing Emails (docs/decisions.md#notifications): first
 * a test to the admin, which is the preview (the e-mail as it goes, and how many would get it), then the
 * sending, after a confirmation that names the count. Both are on the audit trail.
 */
export function AnnouncementsPage() {
  const [draft, setDraft] = useState({ subject: '', body: '' });
  const [preview, setPreview] = useState<AnnouncementPreview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const test = useMutation({ mutationFn: () => postJson<AnnouncementPreview>('/api/admin/announcements/test', draft), onSuccess: setPreview });
  const send = useMutation({
    mutationFn: () => postJson<AnnouncementSent>('/api/admin/announcements', draft),
    onSettled: () => setConfirming(false),
  });
  // A changed text needs a new preview before it can be sent.
  const edit = (field: 'subject' | 'body') => (event: React.ChangeEvent<HTMLInputElement>) => {
    setDraft({ ...draft, [field]: event.target.value });
    setPreview(null);
    send.reset();
  };
  const failure = test.error ?? send.error;

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Announcements" />
      <CardContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          An e-mail to every owner who turned on Marketing Emails (and kept Email Notifications on). Each has a one-click unsubscribe. Send yourself a test first: it shows the e-mail as it goes and how many people would get it.
        </Typography>
        <Box component="form" sx={{ display: 'grid', gap: 2, maxWidth: 720 }} onSubmit={(event) => {
            event.preventDefault();
            test.mutate();
          }}>
          <TextField label="Subject" value={draft.subject} onChange={edit('subject')} required slotProps={{ htmlInput: { maxLength: 150 } }} />
          <TextField label="Announcement" value={draft.body} onChange={edit('body')} required multiline minRows={6} slotProps={{ htmlInput: { maxLength: 5000 } }} helperText={`${draft.body.length}/5000`} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="outlined" disabled={test.isPending}>
              {test.isPending ? 'Sending the test…' : 'Send me a test'}
            </Button>
            <Button variant="contained" disabled={!preview || send.isPending || send.isSuccess} onClick={() => setConfirming(true)}>
              Send to everyone who opted in
            </Button>
          </Box>
        </Box>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(failure)}
          </Alert>
        )}
        {send.data && (
          <Alert severity="success" sx={{ mt: 2 }}>
            Sent to {send.data.sent} {send.data.sent === 1 ? 'person' : 'people'}.
          </Alert>
        )}
        {preview && (
          <Box sx={{ mt: 3 }} aria-label="Preview">
            <Typography variant="subtitle2">
              The test is in your inbox. It would go to {preview.recipients} {preview.recipients === 1 ? 'person' : 'people'}:
            </Typography>
            <Typography variant="subtitle1" sx={{ mt: 1 }}>
              {preview.subject}
            </Typography>
            <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', bgcolor: 'action.hover', p: 2, borderRadius: 1 }}>
              {preview.text}
            </Box>
          </Box>
        )}
        <Dialog open={confirming} onClose={() => setConfirming(false)}>
          <DialogTitle>Send this announcement?</DialogTitle>
          <DialogContent>
            <DialogContentText>
              “{draft.subject}” goes to {preview?.recipients ?? 0} {preview?.recipients === 1 ? 'person' : 'people'} now. It cannot be taken back.
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>Cancel</Button>
            <Button variant="contained" onClick={() => send.mutate()} disabled={send.isPending}>
              Send
            </Button>
          </DialogActions>
        </Dialog>
      </CardContent>
    </Card>
  );
}
