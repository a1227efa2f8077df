import HowToReg from '@mui/icons-material/HowToReg';
import { Button, useRecordContext } from 'react-admin';
import { useAdmit } from './useAdmit';

/** Admits this entry (asking first when that goes over the beta limit). */
export function AdmitButton() {
  const record = useRecordContext<{ id: number }>();
  const { admit, busy, confirm } = useAdmit();
  if (!record) return null;
  return (
    <>
      <Button
        label="Admit"
        disabled={busy}
        onClick={(event) => {
          event.stopPropagation();
          void admit(record.id);
        }}
      >
        <HowToReg />
      </Button>
      {confirm}
    </>
  );
}

/** Admits the next in line who may have a seat; the server picks them. */
export function AdmitNextButton() {
  const { admit, busy, confirm } = useAdmit();
  return (
    <>
      <Button label="Admit next" disabled={busy} onClick={() => void admit('next')}>
        <HowToReg />
      </Button>
      {confirm}
    </>
  );
}
