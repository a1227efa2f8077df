import { Navigate, useLocation } from 'react-router-dom';
import { useUser } from '../../app/auth';
import { Button } from '../../ui/button';
import { MessagePage } from '../../ui/message-page';
import { Spinner } from '../../ui/spinner';
import { useBusinesses } from '../businesses/business-api';
import { landingPath } from './dashboard-rules';

/** /dashboard: sends each person to where they work (intake, their profile, or the business page). */
export default function DashboardPage() {
  const { user } = useUser();
  const businesses = useBusinesses();
  const { pathname } = useLocation();
  if (!user || businesses.isLoading) return <Spinner label="Loading your business dashboard..." />;
  if (businesses.isError) {
    return (
      <MessagePage title="Your businesses could not be loaded" text="Check your connection and try again.">
        <Button onClick={() => void businesses.refetch()}>Try again</Button>
      </MessagePage>
    );
  }
  // The router keeps this page on screen while the next page's code arrives: if the address has moved on
  // meanwhile, the person followed a link while their businesses loaded, and that link wins.
  if (window.location.pathname !== pathname) return <Spinner label="Loading your business dashboard..." />;
  return <Navigate to={landingPath(user, businesses.data ?? [])} replace />;
}
