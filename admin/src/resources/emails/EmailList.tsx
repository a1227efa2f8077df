import {
  Datagrid,
  DateField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import { useIsSmall } from '../../shared/responsive';
import { emailStatusChoices, templateChoices } from './templates';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Recipient" />,
  <SelectInput key="template" source="template" choices={templateChoices} />,
  <SelectInput key="status" source="status" choices={emailStatusChoices} />,
];

/** The outbox: every e-mail TAPin sent or recorded, newest first (sign-in links and codes hidden). */
export function EmailList() {
  const isSmall = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      {isSmall ? (
        <SimpleList linkType="show" primaryText={(r) => r.subject} secondaryText={(r) => `${r.recipient} · ${r.template}`} tertiaryText={(r) => r.status} />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="recipient" />
          <TextField source="template" />
          <TextField source="subject" sortable={false} />
          <TextField source="status" />
          <DateField source="createdAt" label="Sent" showTime />
        </Datagrid>
      )}
    </List>
  );
}
