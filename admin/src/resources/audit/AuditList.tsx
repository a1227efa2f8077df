import {
  Datagrid,
  DateField,
  List,
  SimpleList,
  TextField,
  TextInput,
} from 'react-admin';
import { useIsSmall } from '../../shared/responsive';

const filters = [
  <TextInput key="action" source="action" label="Action (e.g. business.moderated)" alwaysOn />,
  <TextInput key="subjectType" source="subjectType" label="Subject type" />,
  <TextInput key="subjectId" source="subjectId" label="Subject id" />,
  <TextInput key="actorId" source="actorId" label="Actor id" />,
];

/** Who did what to which record, when and from where; read-only. */
export function AuditList() {
  const isSmall = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      {isSmall ? (
        <SimpleList linkType="show" primaryText={(r) => r.action} secondaryText={(r) => `${r.actorEmail ?? 'command line'} · ${r.subjectType} ${r.subjectId ?? ''}`} tertiaryText={(r) => new Date(r.createdAt).toLocaleString()} />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateField source="createdAt" label="When" showTime />
          <TextField source="action" />
          <TextField source="actorEmail" label="Who" emptyText="command line" sortable={false} />
          <TextField source="subjectType" label="Subject" sortable={false} />
          <TextField source="subjectId" label="Id" sortable={false} />
          <TextField source="ip" label="From" emptyText="—" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
