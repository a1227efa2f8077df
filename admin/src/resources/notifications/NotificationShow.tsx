import { DateField, NumberField, ReferenceField, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { kindChoices } from './kinds';

export function NotificationShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <ReferenceField source="userId" reference="users" label="To" />
        <SelectField source="kind" choices={kindChoices} />
        <TextField source="title" />
        <TextField source="body" />
        <TextField source="link" emptyText="—" />
        <DateField source="createdAt" label="Sent" showTime />
        <DateField source="readAt" label="Read" showTime emptyText="Not yet" />
        <ReferenceField source="emailId" reference="emails" label="E-mail" emptyText="None: the person's settings let none go, or the notice has none" />
        <NumberField source="pushed" label="Browsers pushed" />
      </SimpleShowLayout>
    </Show>
  );
}
