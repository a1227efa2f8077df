import { AlertCircle } from 'lucide-react';
import { ButtonLink } from '../ui/button-link';
import { MessagePage } from '../ui/message-page';
import { paths } from './paths';

export function NotFoundPage() {
  return (
    <MessagePage title="Page Not Found" icon={<AlertCircle className="h-6 w-6 text-red-500" aria-hidden="true" />} text="The page you are looking for does not exist or has moved.">
      <ButtonLink to={paths.dashboard}>Go to Dashboard</ButtonLink>
    </MessagePage>
  );
}
