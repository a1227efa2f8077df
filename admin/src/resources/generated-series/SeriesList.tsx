import {
  Datagrid,
  DateField,
  DeleteButton,
  ImageField,
  List,
  SearchInput,
  SimpleList,
  TextField,
} from 'react-admin';
import { useIsSmall } from '../../shared/responsive';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Title or business" />];

export function SeriesList() {
  const isSmall = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'generatedAt', order: 'DESC' }} perPage={25}>
      {isSmall ? (
        <SimpleList linkType="show" primaryText={(r) => r.title} secondaryText={(r) => r.businessName} />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <ImageField source="image.url" label="Image" sortable={false} sx={{ '& img': { maxWidth: 80, maxHeight: 50, objectFit: 'cover' } }} />
          <TextField source="title" />
          <TextField source="businessName" label="Business" />
          <DateField source="generatedAt" label="Generated" showTime />
          <DeleteButton mutationMode="pessimistic" />
        </Datagrid>
      )}
    </List>
  );
}
