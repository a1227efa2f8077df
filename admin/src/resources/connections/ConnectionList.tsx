import { Datagrid, DateField, DeleteButton, List, ReferenceField, SearchInput, SelectInput, SimpleList, TextField } from 'react-admin';
import { useIsSmall } from '../../shared/responsive';

const statusChoices = [
  { id: 'pending', name: 'Waiting for an answer' },
  { id: 'accepted', name: 'Connected' },
  { id: 'declined', name: 'Declined' },
];

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Words in the note" />, <SelectInput key="status" source="status" choices={statusChoices} />];

/** Removing a request or connection tells no one; it is on the audit trail. */
const remove = <DeleteButton mutationMode="pessimistic" confirmTitle="Remove this connection?" confirmContent="Both businesses stop seeing it. This is on the audit trail." />;

export function ConnectionList() {
  const isSmall = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      {isSmall ? (
        <SimpleList linkType="show" primaryText={(r) => `${r.from.name} → ${r.to.name}`} secondaryText={(r) => r.note} tertiaryText={(r) => r.status} />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <ReferenceField source="from.id" reference="businesses" label="From" sortable={false} />
          <ReferenceField source="to.id" reference="businesses" label="To" sortable={false} />
          <TextField source="note" sortable={false} />
          <TextField source="status" />
          <DateField source="createdAt" label="Asked" showTime />
          <DateField source="answeredAt" label="Answered" showTime />
          {remove}
        </Datagrid>
      )}
    </List>
  );
}
