import { BooleanField, DateField, NumberField, ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';

export function ClaimShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="code" />
        <ReferenceField source="promotion.id" reference="promotions" label="Offer" />
        <TextField source="promotion.description" label="Terms" />
        <NumberField source="promotion.price" label="Price" options={{ style: 'currency', currency: 'USD' }} />
        <ReferenceField source="business.id" reference="businesses" label="Business" />
        <TextField source="status" />
        <BooleanField source="expired" />
        <NumberField source="amount" options={{ style: 'currency', currency: 'USD' }} />
        <DateField source="createdAt" label="Claimed" showTime />
        <DateField source="expiresAt" label="Expires" showTime />
        <DateField source="redeemedAt" label="Redeemed" showTime />
        <DateField source="voidedAt" label="Voided" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
