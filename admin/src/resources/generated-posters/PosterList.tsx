import {
  Datagrid,
  DateField,
  DeleteButton,
  ImageField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import { useIsSmall } from '../../shared/responsive';
import { choicesOf } from '../../shared/transform';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Title or business" />,
  <SelectInput key="status" source="status" choices={choicesOf(['completed', 'failed'])} />,
];

export function PosterList() {
  const isSmall = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      {isSmall ? (
        <SimpleList linkType="show" primaryText={(r) => r.title} secondaryText={(r) => r.businessName ?? ''} tertiaryText={(r) => r.status} />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <ImageField source="imageUrl" label="Poster" sortable={false} sx={{ '& img': { maxWidth: 60, maxHeight: 90, objectFit: 'cover' } }} />
          <TextField source="title" />
          <TextField source="businessName" label="Business" />
          <TextField source="status" />
          <TextField source="modelUsed" label="Model" sortable={false} />
          <NumberField source="downloadCount" label="Downloads" />
          <DateField source="createdAt" label="Created" showTime />
          <DeleteButton mutationMode="pessimistic" />
        </Datagrid>
      )}
    </List>
  );
}
