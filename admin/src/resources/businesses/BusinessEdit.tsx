import { Edit, SelectInput, SimpleForm } from 'react-admin';
import { statusChoices } from './moderation';
import { editedFields, editRequest } from './profile-fields';
import { ReviewChanges } from './ReviewChanges';

/** An admin's edit: every profile field and the moderation status; the server validates each as for the owner. */
export function BusinessEdit() {
  return (
    <Edit transform={(data, options) => editRequest(data, options?.previousData)} mutationMode="pessimistic">
      <SimpleForm>
        <ReviewChanges />
        <SelectInput source="status" choices={statusChoices} />
        {editedFields()}
      </SimpleForm>
    </Edit>
  );
}
