import type { AdminFlagsAnswer } from '@tapin/core/contracts';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Alert, Card, CardContent, Chip, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title } from 'react-admin';
import { errorMessage, httpClient } from '../app/http';

const sources: Record<AdminFlagsAnswer['flags'][number]['source'], string> = {
  unleash: 'Unleash',
  default: 'Local default',
  environment: 'Environment (FLAG_…)',
  override: 'Switched in the running server',
};

/**
 * Each feature flag as the server evaluates it for this admin, and where the value comes from. Flags are
 * changed in Unleash (linked when configured) or, without Unleash, by `FLAG_<NAME>` variables.
 */
export function FlagsPage() {
  const { data, error } = useQuery({ queryKey: ['console', 'flags'], queryFn: async () => (await httpClient('/api/admin/flags')).json as AdminFlagsAnswer });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Feature flags" />
      <CardContent>
        {error ? (
          <Alert severity="error">{errorMessage(error)}</Alert>
        ) : !data ? (
          <Loading />
        ) : (
          <>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {data.unleashUiUrl ? (
                <>
                  Flags come from Unleash.{' '}
                  <Link href={data.unleashUiUrl} target="_blank" rel="noreferrer">
                    Open the Unleash interface <OpenInNew fontSize="inherit" />
                  </Link>
                </>
              ) : (
                'No Unleash server is configured: flags take their documented defaults, changed with FLAG_<NAME> variables at start.'
              )}
            </Typography>
            <Table size="small" aria-label="Feature flags">
              <TableHead>
                <TableRow>
                  <TableCell>Flag</TableCell>
                  <TableCell>Value</TableCell>
                  <TableCell>Source</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.flags.map((flag) => (
                  <TableRow key={flag.name}>
                    <TableCell component="th" scope="row">
                      {data.unleashUiUrl ? (
                        <Link href={`${data.unleashUiUrl}/projects/default/features/${encodeURIComponent(flag.name)}`} target="_blank" rel="noreferrer">
                          {flag.name}
                        </Link>
                      ) : (
                        flag.name
                      )}
                    </TableCell>
                    <TableCell>
                      <Chip size="small" label={flag.enabled ? 'On' : 'Off'} color={flag.enabled ? 'success' : 'default'} />
                    </TableCell>
                    <TableCell>{sources[flag.source]}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
}
