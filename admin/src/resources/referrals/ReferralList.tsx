import { BooleanField, Datagrid, DateField, List, ReferenceField, SelectInput, SimpleList, TextField } from 'react-admin';
import { useIsSmall } from '../../shared/responsive';

const statusChoices = [
  { id: 'new', name: 'New' },
  { id: 'contacted', name: 'Contacted' },
  { id: 'won', name: 'Won' },
  { id: 'lost', name: 'Lost' },
];

const filters = [<SelectInput key="status" source="status" choices={statusChoices} alwaysOn />];

export function ReferralList() {
  const isSmall = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      {isSmall ? (
        <SimpleList linkType="show" primaryText={(r) => `${r.from.name} → ${r.to.name}`} secondaryText={(r) => r.status} />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <ReferenceField source="from.id" reference="businesses" label="From" sortable={false} />
          <ReferenceField source="to.id" reference="businesses" label="To" sortable={false} />
          <TextField source="status" />
          <DateField source="createdAt" label="Sent" showTime />
          <DateField source="closedAt" label="Closed" showTime />
          <BooleanField source="contactDeleted" label="Contact deleted" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
