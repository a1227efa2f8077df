import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { useUser } from '../../app/auth';
import type { Business } from '../../app/types';
import { Button } from '../../ui/button';
import { Card, CardContent } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { landingPath } from './landing';

/** /dashboard: sends each person to where they work (intake, their profile, or the business page). */
export default function Dashboard() {
  const { user } = useUser();
  const businesses = useQuery<Business[]>({ queryKey: ['/api/businesses'] });
  if (!user || businesses.isLoading) return <Spinner label="Loading your business dashboard..." />;
  if (businesses.isError) {
    return (
      <div className="mx-auto max-w-md px-4 py-16">
        <Card>
          <CardContent className="p-6">
            <h1 className="text-lg font-semibold">Your businesses could not be loaded</h1>
            <p className="mt-2 text-sm text-slate-600">Check your connection and try again.</p>
            <Button className="mt-4" onClick={() => void businesses.refetch()}>
              Try again
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }
  return <Navigate to={landingPath(user, businesses.data ?? [])} replace />;
}
