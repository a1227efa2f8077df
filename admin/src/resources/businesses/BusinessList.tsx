import { industries } from '@tapin/core/contracts';
import {
  BooleanField,
  Datagrid,
  DateField,
  List,
  NullableBooleanInput,
  ReferenceField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import { useIsSmall } from '../../shared/responsive';
import { BulkApproveButton, statusChoices } from './moderation';

const industryChoices = industries.map(({ label }) => ({ id: label, name: label }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, industry or place" />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <NullableBooleanInput key="published" source="published" />,
  <SelectInput key="industry" source="industry" choices={industryChoices} />,
  <NullableBooleanInput key="isTestData" source="isTestData" label="Sample" />,
  <NullableBooleanInput key="promotionsEnabled" source="promotionsEnabled" label="Promotions on" />,
];

export function BusinessList() {
  const isSmall = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      {isSmall ? (
        <SimpleList linkType="show" primaryText={(r) => r.name} secondaryText={(r) => [r.industry, r.published ? 'published' : 'not published'].filter(Boolean).join(' · ')} tertiaryText={(r) => r.status} />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={<BulkApproveButton />}>
          <TextField source="id" />
          <TextField source="name" />
          <TextField source="industry" />
          <TextField source="status" />
          <BooleanField source="published" />
          <BooleanField source="isTestData" label="Sample" sortable={false} />
          <ReferenceField source="userId" reference="users" label="Owner" />
          <DateField source="createdAt" label="Created" />
        </Datagrid>
      )}
    </List>
  );
}
