import { DateField, ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { ResendButton } from './ResendButton';

function Body() {
  const record = useRecordContext<{ body: string }>();
  if (!record) return null;
  return (
    <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }} aria-label="Body">
      {record.body}
    </pre>
  );
}

export function EmailShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <ResendButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="recipient" />
        <ReferenceField source="userId" reference="users" label="Account" emptyText="none" />
        <TextField source="template" />
        <TextField source="subject" />
        <Body />
        <TextField source="status" />
        <TextField source="error" emptyText="none" />
        <DateField source="createdAt" label="Recorded" showTime />
        <DateField source="sentAt" label="Delivered" showTime emptyText="not delivered (no SMTP, or waiting)" />
      </SimpleShowLayout>
    </Show>
  );
}
