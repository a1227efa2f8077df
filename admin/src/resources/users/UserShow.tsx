import { DateField, EditButton, EmailField, FunctionField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { words } from '../../shared/transform';
import { ExcludeFromNetworkButton, RoleButton, SignInLinkButton } from './UserActions';

function Actions() {
  return (
    <TopToolbar>
      <RoleButton />
      <SignInLinkButton />
      <ExcludeFromNetworkButton />
      <EditButton />
    </TopToolbar>
  );
}

export function UserShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="name" />
        <EmailField source="email" />
        <FunctionField source="role" render={(r: { role: string }) => words(r.role)} />
        <DateField source="createdAt" label="Joined" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
