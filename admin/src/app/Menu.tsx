import Campaign from '@mui/icons-material/Campaign';
import Flag from '@mui/icons-material/Flag';
import { Menu as RaMenu } from 'react-admin';

/** Every resource the server lists (in the order of `app/resources.ts`), then the flags and announcements pages. */
export function Menu() {
  return (
    <RaMenu>
      <RaMenu.DashboardItem primaryText="Dashboard" />
      <RaMenu.ResourceItems />
      <RaMenu.Item to="/flags" primaryText="Flags" leftIcon={<Flag />} />
      <RaMenu.Item to="/announcements" primaryText="Announcements" leftIcon={<Campaign />} />
    </RaMenu>
  );
}
