import { Datagrid, DateField, DeleteButton, EmailField, List, ReferenceField, SearchInput, SimpleList, TextField } from 'react-admin';
import { useIsSmall } from '../../shared/responsive';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="E-mail" />];

/** Letting an account back in is on the audit trail; its old connections do not come back. */
const letBackIn = <DeleteButton label="Let back in" mutationMode="pessimistic" confirmTitle="Let this account back into the network?" confirmContent="They can ask and be asked again. Their old connections do not come back." />;

export function ExclusionList() {
  const isSmall = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      {isSmall ? (
        <SimpleList primaryText={(r) => r.name} secondaryText={(r) => r.email} tertiaryText={(r) => r.reason} />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <ReferenceField source="id" reference="users" label="Account" sortable={false} />
          <EmailField source="email" sortable={false} />
          <TextField source="reason" sortable={false} />
          <ReferenceField source="excludedBy" reference="users" label="By" sortable={false} />
          <DateField source="createdAt" label="Since" showTime />
          {letBackIn}
        </Datagrid>
      )}
    </List>
  );
}
