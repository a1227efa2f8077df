import { ButtonLink } from '../../ui/button-link';
import { MessagePage } from '../../ui/message-page';

/** A business the caller cannot see: the server answers 404 for unknown ids and others' businesses alike. */
export function BusinessNotFound({ back }: { back: { to: string; label: string } }) {
  return (
    <MessagePage title="Business not found" text="This business doesn't exist or you don't have access to it.">
      <ButtonLink to={back.to}>{back.label}</ButtonLink>
    </MessagePage>
  );
}
