import { Datagrid, DateField, List, NumberField, ReferenceField, SearchInput, SelectInput, SimpleList, TextField } from 'react-admin';
import { useIsSmall } from '../../shared/responsive';

const claimStatusChoices = [
  { id: 'claimed', name: 'Claimed' },
  { id: 'redeemed', name: 'Redeemed' },
  { id: 'void', name: 'Void' },
];

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Code" />, <SelectInput key="status" source="status" choices={claimStatusChoices} />];

export function ClaimList() {
  const isSmall = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      {isSmall ? (
        <SimpleList linkType="show" primaryText={(r) => `${r.code} · ${r.promotion.title}`} secondaryText={(r) => r.business.name} tertiaryText={(r) => (r.expired ? 'expired' : r.status)} />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="code" sortable={false} />
          <TextField source="promotion.title" label="Offer" sortable={false} />
          <ReferenceField source="business.id" reference="businesses" label="Business" sortable={false} />
          <TextField source="status" />
          <NumberField source="amount" options={{ style: 'currency', currency: 'USD' }} />
          <DateField source="createdAt" label="Claimed" showTime />
          <DateField source="redeemedAt" label="Redeemed" showTime />
        </Datagrid>
      )}
    </List>
  );
}
