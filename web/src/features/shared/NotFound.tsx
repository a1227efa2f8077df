import { AlertCircle } from 'lucide-react';
import { ButtonLink } from '../../ui/button';
import { Card, CardContent } from '../../ui/card';

export function NotFound() {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardContent className="p-6">
          <h1 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <AlertCircle className="h-6 w-6 text-red-500" aria-hidden="true" />
            Page Not Found
          </h1>
          <p className="mt-2 text-sm text-slate-600">The page you are looking for does not exist or has moved.</p>
          <ButtonLink to="/dashboard" className="mt-4">
            Go to Dashboard
          </ButtonLink>
        </CardContent>
      </Card>
    </div>
  );
}
