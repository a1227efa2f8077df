import { useState, type MouseEvent, type ReactElement } from 'react';
import { Button, useNotify, useRefresh, type ButtonProps } from 'react-admin';
import { errorMessage } from '../app/http';

interface Props extends Omit<ButtonProps, 'onClick'> {
  /** The server call; its answer's `message`, when it has one, is the notification. */
  run(): Promise<unknown>;
  done: string | ((answer: unknown) => string);
  icon?: ReactElement;
}

/**
 * A button for one of the console's actions on the server: disabled while it runs, the server's answer
 * (or its refusal, in its own words) as a notification, the page's data read again afterwards.
 */
export function ActionButton({ run, done, icon, label, ...rest }: Props) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      {...rest}
      label={label}
      disabled={busy || rest.disabled}
      onClick={async (event: MouseEvent) => {
        event.stopPropagation();
        setBusy(true);
        try {
          const answer = await run();
          notify(typeof done === 'string' ? done : done(answer), { type: 'success' });
          refresh();
        } catch (err) {
          notify(errorMessage(err), { type: 'error' });
        } finally {
          setBusy(false);
        }
      }}
    >
      {icon}
    </Button>
  );
}
