import { Datagrid, DateField, List, TextField, TextInput } from 'react-admin';

const filters = [
  <TextInput key="action" source="action" label="Action (e.g. business.moderated)" alwaysOn />,
  <TextInput key="subjectType" source="subjectType" label="Subject type" />,
  <TextInput key="subjectId" source="subjectId" label="Subject id" />,
  <TextInput key="actorId" source="actorId" label="Actor id" />,
];

/** Who did what to which record, when and from where; read-only. */
export function AuditList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" label="When" showTime />
        <TextField source="action" />
        <TextField source="actorEmail" label="Who" emptyText="command line" sortable={false} />
        <TextField source="subjectType" label="Subject" sortable={false} />
        <TextField source="subjectId" label="Id" sortable={false} />
        <TextField source="ip" label="From" emptyText="—" sortable={false} />
      </Datagrid>
    </List>
  );
}
