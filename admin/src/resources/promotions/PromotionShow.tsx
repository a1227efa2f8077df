import { BooleanField, DateField, ImageField, NumberField, ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';

export function PromotionShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="title" />
        <ReferenceField source="businessId" reference="businesses" label="Business" />
        <TextField source="description" />
        <NumberField source="price" options={{ style: 'currency', currency: 'USD' }} />
        <TextField source="tier" />
        <TextField source="category" />
        <TextField source="season" />
        <TextField source="status" />
        <BooleanField source="isActive" label="Active" />
        <TextField source="origin" label="Written by" />
        <NumberField source="conversionRate" label="Conversion (%)" />
        <ImageField source="imageUrl" label="Image" />
        <DateField source="createdAt" showTime />
        <DateField source="updatedAt" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
