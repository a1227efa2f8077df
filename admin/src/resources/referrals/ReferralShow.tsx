import { BooleanField, DateField, ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';

/** The customer's details are the receiving owner's alone: the console never has them. */
export function ReferralShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <ReferenceField source="from.id" reference="businesses" label="From" />
        <ReferenceField source="to.id" reference="businesses" label="To" />
        <TextField source="status" />
        <DateField source="createdAt" label="Sent" showTime />
        <DateField source="closedAt" label="Closed" showTime />
        <BooleanField source="contactDeleted" label="Customer's details deleted (180 days after closing)" />
      </SimpleShowLayout>
    </Show>
  );
}
