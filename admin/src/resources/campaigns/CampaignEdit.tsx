import { DateInput, Edit, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { only } from '../../shared/transform';
import { campaignStatusChoices } from './choices';

export function CampaignEdit() {
  return (
    <Edit transform={only('name', 'description', 'status', 'startDate', 'endDate')} mutationMode="pessimistic">
      <SimpleForm>
        <TextInput source="name" />
        <TextInput source="description" multiline />
        <SelectInput source="status" choices={campaignStatusChoices} />
        <DateInput source="startDate" />
        <DateInput source="endDate" />
      </SimpleForm>
    </Edit>
  );
}
