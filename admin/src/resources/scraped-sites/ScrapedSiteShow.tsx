import { ArrayField, Datagrid, DateField, ImageField, NumberField, Show, SimpleShowLayout, TextField, UrlField, BooleanField } from 'react-admin';

export function ScrapedSiteShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="businessName" label="Business" />
        <UrlField source="url" target="_blank" rel="noreferrer" />
        <TextField source="title" />
        <TextField source="industry" />
        <TextField source="location" />
        <TextField source="description" />
        <TextField source="status" />
        <TextField source="error" emptyText="none" />
        <NumberField source="processingTime" label="Time (ms)" />
        <DateField source="scrapedAt" showTime />
        <ArrayField source="images" label="Images found, best first">
          <Datagrid bulkActionButtons={false}>
            <ImageField source="url" label="Image" sx={{ '& img': { maxWidth: 120, maxHeight: 80, objectFit: 'cover' } }} />
            <TextField source="kind" />
            <TextField source="description" />
            <NumberField source="width" />
            <NumberField source="height" />
            <NumberField source="relevanceScore" label="Relevance" />
            <NumberField source="qualityScore" label="Quality" />
            <BooleanField source="isSelected" label="Selected" />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
