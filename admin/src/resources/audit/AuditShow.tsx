import { DateField, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';

function Details() {
  const record = useRecordContext<{ details: Record<string, unknown> }>();
  if (!record) return null;
  return <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{JSON.stringify(record.details, null, 2)}</pre>;
}

export function AuditShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <DateField source="createdAt" label="When" showTime />
        <TextField source="action" />
        <TextField source="actorEmail" label="Who" emptyText="an operator at the command line" />
        <TextField source="subjectType" label="Subject" />
        <TextField source="subjectId" label="Subject id" />
        <Details />
        <TextField source="origin" />
        <TextField source="ip" emptyText="—" />
        <TextField source="userAgent" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
