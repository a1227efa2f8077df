import { ArrayField, Datagrid, DateField, ImageField, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';

export function SeriesShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="title" />
        <TextField source="businessName" label="Business" />
        <TextField source="description" />
        <ImageField source="image.url" label="Image" />
        <TextField source="posterData.title" label="Poster title" />
        <TextField source="posterData.subtitle" label="Poster subtitle" />
        <DateField source="generatedAt" showTime />
        <ArrayField source="episodes">
          <Datagrid bulkActionButtons={false}>
            <TextField source="title" />
            <TextField source="tier" />
            <NumberField source="price" options={{ style: 'currency', currency: 'USD' }} />
            <TextField source="description" />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
