import { BooleanInput, Edit, NumberInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { only } from '../../shared/transform';
import { promotionStatusChoices, tierChoices } from './choices';

/** Moderation of a promotion: its words, price, tier and state (the server checks each as for the owner). */
export function PromotionEdit() {
  return (
    <Edit transform={only('title', 'description', 'price', 'tier', 'status', 'isActive')} mutationMode="pessimistic">
      <SimpleForm>
        <TextInput source="title" />
        <TextInput source="description" multiline />
        <NumberInput source="price" min={0} step={0.01} />
        <SelectInput source="tier" choices={tierChoices} />
        <SelectInput source="status" choices={promotionStatusChoices} />
        <BooleanInput source="isActive" label="Active" />
      </SimpleForm>
    </Edit>
  );
}
