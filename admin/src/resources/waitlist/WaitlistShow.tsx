import { BooleanField, DateField, DeleteButton, EmailField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { AdmitButton } from './WaitlistButtons';

function Actions() {
  return (
    <TopToolbar>
      <AdmitButton />
      <DeleteButton label="Remove" mutationMode="pessimistic" confirmTitle="Remove from the waitlist?" confirmContent="Everyone behind moves up one place." />
    </TopToolbar>
  );
}

export function WaitlistShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="position" />
        <TextField source="name" />
        <EmailField source="email" />
        <BooleanField source="eligible" label="May have a seat" />
        <TextField source="userId" label="Account (waiting for its seat again)" emptyText="none yet" />
        <DateField source="createdAt" label="Joined the line" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
