import { Datagrid, DateField, DeleteButton, ImageField, List, SearchInput, TextField } from 'react-admin';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Title or business" />];

export function SeriesList() {
  return (
    <List filters={filters} sort={{ field: 'generatedAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <ImageField source="image.url" label="Image" sortable={false} sx={{ '& img': { maxWidth: 80, maxHeight: 50, objectFit: 'cover' } }} />
        <TextField source="title" />
        <TextField source="businessName" label="Business" />
        <DateField source="generatedAt" label="Generated" showTime />
        <DeleteButton mutationMode="pessimistic" />
      </Datagrid>
    </List>
  );
}
