import { Edit, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { only } from '../../shared/transform';
import { statusChoices } from './moderation';
import { ReviewChanges } from './ReviewChanges';

const editable = ['name', 'description', 'industry', 'location', 'website', 'valueProposition', 'contactName', 'contactEmail', 'contactPhone', 'status'] as const;

/** An admin's edit: profile fields and the moderation status; the server validates each as for the owner. */
export function BusinessEdit() {
  return (
    <Edit transform={only(...editable)} mutationMode="pessimistic">
      <SimpleForm>
        <ReviewChanges />
        <SelectInput source="status" choices={statusChoices} />
        <TextInput source="name" />
        <TextInput source="description" multiline />
        <TextInput source="industry" />
        <TextInput source="location" />
        <TextInput source="website" />
        <TextInput source="valueProposition" multiline />
        <TextInput source="contactName" />
        <TextInput source="contactEmail" />
        <TextInput source="contactPhone" />
      </SimpleForm>
    </Edit>
  );
}
