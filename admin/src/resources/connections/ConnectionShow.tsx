import { DateField, DeleteButton, ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';

const actions = (
  <TopToolbar>
    <DeleteButton mutationMode="pessimistic" confirmTitle="Remove this connection?" confirmContent="Both businesses stop seeing it. This is on the audit trail." />
  </TopToolbar>
);

export function ConnectionShow() {
  return (
    <Show actions={actions}>
      <SimpleShowLayout>
        <ReferenceField source="from.id" reference="businesses" label="From" />
        <ReferenceField source="from.userId" reference="users" label="Asked by" />
        <ReferenceField source="to.id" reference="businesses" label="To" />
        <ReferenceField source="to.userId" reference="users" label="Owner asked" />
        <TextField source="note" />
        <TextField source="status" />
        <DateField source="createdAt" label="Asked" showTime />
        <DateField source="answeredAt" label="Answered" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
