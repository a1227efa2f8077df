import { DateField, ImageField, NumberField, Show, SimpleShowLayout, TextField, UrlField } from 'react-admin';

export function PosterShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="title" />
        <TextField source="subtitle" />
        <ImageField source="imageUrl" label="Poster" sx={{ '& img': { maxWidth: 360, maxHeight: 540 } }} />
        <TextField source="businessName" label="Business" />
        <UrlField source="businessUrl" target="_blank" rel="noreferrer" />
        <ImageField source="sourceImage" label="Source image" />
        <TextField source="description" />
        <TextField source="cinematicAnalysis" />
        <TextField source="prompt" emptyText="—" />
        <TextField source="actualPrompt" />
        <TextField source="modelUsed" label="Model" />
        <TextField source="status" />
        <NumberField source="downloadCount" label="Downloads" />
        <DateField source="createdAt" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
