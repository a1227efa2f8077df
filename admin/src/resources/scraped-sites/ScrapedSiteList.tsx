import {
  Datagrid,
  DateField,
  DeleteButton,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  UrlField,
} from 'react-admin';
import { useIsSmall } from '../../shared/responsive';
import { choicesOf } from '../../shared/transform';

export const scrapeStatusChoices = choicesOf(['completed', 'failed']);

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Business or address" />, <SelectInput key="status" source="status" choices={scrapeStatusChoices} />];

export function ScrapedSiteList() {
  const isSmall = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'scrapedAt', order: 'DESC' }} perPage={25}>
      {isSmall ? (
        <SimpleList linkType="show" primaryText={(r) => r.businessName ?? r.url} secondaryText={(r) => r.url} tertiaryText={(r) => r.status} />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="businessName" label="Business" />
          <UrlField source="url" target="_blank" rel="noreferrer" onClick={(e) => e.stopPropagation()} />
          <TextField source="status" />
          <NumberField source="imageCount" label="Images" />
          <NumberField source="processingTime" label="Time (ms)" />
          <DateField source="scrapedAt" label="Scraped" showTime />
          <DeleteButton mutationMode="pessimistic" />
        </Datagrid>
      )}
    </List>
  );
}
