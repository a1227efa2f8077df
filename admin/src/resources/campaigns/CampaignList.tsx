import {
  Datagrid,
  DateField,
  List,
  ReferenceField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import { useIsSmall } from '../../shared/responsive';
import { campaignStatusChoices } from './choices';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Name" />, <SelectInput key="status" source="status" choices={campaignStatusChoices} />];

export function CampaignList() {
  const isSmall = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'startDate', order: 'ASC' }} perPage={25}>
      {isSmall ? (
        <SimpleList linkType="show" primaryText={(r) => r.name} secondaryText={(r) => `${r.startDate} – ${r.endDate}`} tertiaryText={(r) => r.status} />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="name" />
          <ReferenceField source="businessId" reference="businesses" label="Business" />
          <TextField source="status" />
          <DateField source="startDate" />
          <DateField source="endDate" />
        </Datagrid>
      )}
    </List>
  );
}
