import { Datagrid, DateField, List, ReferenceField, SearchInput, SelectInput, TextField } from 'react-admin';
import { campaignStatusChoices } from './choices';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Name" />, <SelectInput key="status" source="status" choices={campaignStatusChoices} />];

export function CampaignList() {
  return (
    <List filters={filters} sort={{ field: 'startDate', order: 'ASC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="name" />
        <ReferenceField source="businessId" reference="businesses" label="Business" />
        <TextField source="status" />
        <DateField source="startDate" />
        <DateField source="endDate" />
      </Datagrid>
    </List>
  );
}
