import { Edit, Labeled, SaveButton, SelectInput, SimpleForm, TextField, Toolbar, useGetIdentity, useRecordContext } from 'react-admin';
import { only } from '../../shared/transform';
import { roleChoices } from './roles';

/** Save only: accounts are not deleted from the console (the server has no such route). */
function SaveOnly() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/** The role, which an admin may not change on their own account (the server refuses it too). */
function RoleInput() {
  const record = useRecordContext<{ id: number }>();
  const { identity } = useGetIdentity();
  const own = record !== undefined && identity?.id === record.id;
  return <SelectInput source="role" choices={roleChoices} disabled={own} helperText={own ? 'You cannot change your own role' : false} />;
}

/** The only thing the server lets an admin change on an account is its role (never their own). */
export function UserEdit() {
  return (
    <Edit transform={only('role')} mutationMode="pessimistic">
      <SimpleForm toolbar={<SaveOnly />}>
        <Labeled>
          <TextField source="email" />
        </Labeled>
        <RoleInput />
      </SimpleForm>
    </Edit>
  );
}
