import {
  BooleanField,
  Datagrid,
  DateField,
  DeleteButton,
  EmailField,
  ExportButton,
  List,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
} from 'react-admin';
import { useIsSmall } from '../../shared/responsive';
import { AdmitButton, AdmitNextButton } from './WaitlistButtons';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="E-mail" />];

function Actions() {
  return (
    <TopToolbar>
      <AdmitNextButton />
      <ExportButton />
    </TopToolbar>
  );
}

/** The line in order. Positions are the server's (dense, renumbered after every admission or removal). */
export function WaitlistList() {
  const isSmall = useIsSmall();
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'position', order: 'ASC' }} perPage={25}>
      {isSmall ? (
        <SimpleList linkType="show" primaryText={(r) => `#${r.position} ${r.name}`} secondaryText={(r) => r.email} />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="position" label="#" />
          <TextField source="name" />
          <EmailField source="email" />
          <BooleanField source="eligible" label="May have a seat" sortable={false} />
          <DateField source="createdAt" label="Joined the line" showTime />
          <AdmitButton />
          <DeleteButton label="Remove" mutationMode="pessimistic" confirmTitle="Remove from the waitlist?" confirmContent="Everyone behind moves up one place." />
        </Datagrid>
      )}
    </List>
  );
}
