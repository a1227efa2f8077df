import {
  AutocompleteInput,
  BooleanField,
  Datagrid,
  DateField,
  List,
  NullableBooleanInput,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import { useIsSmall } from '../../shared/responsive';
import { promotionStatusChoices, tierChoices } from './choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Title or description" />,
  <SelectInput key="status" source="status" choices={promotionStatusChoices} />,
  <SelectInput key="tier" source="tier" choices={tierChoices} />,
  <NullableBooleanInput key="isActive" source="isActive" label="Active" />,
  <ReferenceInput key="businessId" source="businessId" reference="businesses">
    <AutocompleteInput label="Business" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
];

export function PromotionList() {
  const isSmall = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      {isSmall ? (
        <SimpleList linkType="show" primaryText={(r) => r.title} secondaryText={(r) => `${r.tier} · ${r.status}`} tertiaryText={(r) => `$${r.price}`} />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="title" />
          <ReferenceField source="businessId" reference="businesses" label="Business" />
          <TextField source="tier" />
          <NumberField source="price" options={{ style: 'currency', currency: 'USD' }} />
          <TextField source="status" />
          <BooleanField source="isActive" label="Active" sortable={false} />
          <DateField source="createdAt" label="Created" />
        </Datagrid>
      )}
    </List>
  );
}
