import {
  Datagrid,
  DateField,
  EmailField,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import { useIsSmall } from '../../shared/responsive';
import { words } from '../../shared/transform';
import { roleChoices } from './roles';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Name or e-mail" />, <SelectInput key="role" source="role" choices={roleChoices} />];

export function UserList() {
  const isSmall = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      {isSmall ? (
        <SimpleList linkType="show" primaryText={(r) => r.name} secondaryText={(r) => r.email} tertiaryText={(r) => words(r.role)} />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="name" />
          <EmailField source="email" />
          <FunctionField source="role" render={(r: { role: string }) => words(r.role)} />
          <DateField source="emailConfirmedAt" label="Confirmed" emptyText="not yet" sortable={false} />
          <DateField source="createdAt" label="Joined" showTime />
        </Datagrid>
      )}
    </List>
  );
}
