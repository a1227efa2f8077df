import { Edit, SelectInput, SimpleForm, TextField, Labeled } from 'react-admin';
import { only } from '../../shared/transform';
import { roleChoices } from './roles';

/** The only thing the server lets an admin change on an account is its role (never their own). */
export function UserEdit() {
  return (
    <Edit transform={only('role')} mutationMode="pessimistic">
      <SimpleForm>
        <Labeled>
          <TextField source="email" />
        </Labeled>
        <SelectInput source="role" choices={roleChoices} />
      </SimpleForm>
    </Edit>
  );
}
