import { useState, type MouseEvent, type ReactElement } from 'react';
import { Button, Confirm, useNotify, useRefresh, type ButtonProps } from 'react-admin';
import { errorMessage } from '../app/http';

interface Props extends Omit<ButtonProps, 'onClick'> {
  /** The server call; its answer's `message`, when it has one, is the notification. */
  run(): Promise<unknown>;
  done: string | ((answer: unknown) => string);
  icon?: ReactElement;
  /** Asked first, for what a slip would cost (a rejection, a change of role): what will happen, in a sentence. */
  confirm?: { title: string; content: string };
}

/**
 * A button for one of the console's actions on the server: asked first when it has a `confirm`, disabled
 * while it runs, the server's answer (or its refusal, in its own words) as a notification, the page's data
 * read again afterwards.
 */
export function ActionButton({ run, done, icon, label, confirm, ...rest }: Props) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const act = async () => {
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
  };
  return (
    <>
      <Button
        {...rest}
        label={label}
        disabled={busy || rest.disabled}
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          if (confirm) setAsking(true);
          else void act();
        }}
      >
        {icon}
      </Button>
      {confirm && (
        <Confirm
          isOpen={asking}
          loading={busy}
          title={confirm.title}
          content={confirm.content}
          confirm={typeof label === 'string' ? label : 'Confirm'}
          confirmColor="warning"
          onConfirm={() => {
            setAsking(false);
            void act();
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
