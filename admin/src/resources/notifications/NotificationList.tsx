import { Datagrid, DateField, List, NumberField, ReferenceField, SearchInput, SelectField, SelectInput, SimpleList, TextField } from 'react-admin';
import { useIsSmall } from '../../shared/responsive';
import { kindChoices } from './kinds';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Words in the title" />, <SelectInput key="kind" source="kind" choices={kindChoices} />];

/** Every notice the notification centre sent, newest first: to whom, whether it was read, e-mailed and pushed. */
export function NotificationList() {
  const isSmall = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      {isSmall ? (
        <SimpleList linkType="show" primaryText={(r) => r.title} secondaryText={(r) => r.body} tertiaryText={(r) => (r.readAt ? 'read' : 'unread')} />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <ReferenceField source="userId" reference="users" label="To" sortable={false} />
          <SelectField source="kind" choices={kindChoices} />
          <TextField source="title" sortable={false} />
          <DateField source="createdAt" label="Sent" showTime />
          <DateField source="readAt" label="Read" showTime />
          <ReferenceField source="emailId" reference="emails" label="E-mail" sortable={false} emptyText="—" />
          <NumberField source="pushed" label="Browsers pushed" />
        </Datagrid>
      )}
    </List>
  );
}
