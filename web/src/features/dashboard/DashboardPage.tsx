import { Navigate } from 'react-router-dom';
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
  if (!user || businesses.isLoading) return <Spinner label="Loading your business dashboard..." />;
  if (businesses.isError) {
    return (
      <MessagePage title="Your businesses could not be loaded" text="Check your connection and try again.">
        <Button onClick={() => void businesses.refetch()}>Try again</Button>
      </MessagePage>
    );
  }
  return <Navigate to={landingPath(user, businesses.data ?? [])} replace />;
}
