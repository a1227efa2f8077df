import { ArrayField, Datagrid, DateField, ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';

export function CampaignShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="name" />
        <ReferenceField source="businessId" reference="businesses" label="Business" />
        <TextField source="description" />
        <TextField source="status" />
        <DateField source="startDate" />
        <DateField source="endDate" />
        <ArrayField source="promotions">
          <Datagrid bulkActionButtons={false} rowClick={(id) => `/promotions/${id}/show`}>
            <TextField source="title" />
            <TextField source="tier" />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
