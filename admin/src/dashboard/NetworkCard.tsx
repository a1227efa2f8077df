import type { NetworkStats } from '@tapin/core/contracts';
import { Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { usePermissions } from 'react-admin';
import type { ConsolePermissions } from '../app/auth-provider';
import { httpClient } from '../app/http';

/** The Pioneer network in figures (as `tapin network stats`), while the network plugin is on for this admin. */
export function NetworkCard() {
  const { permissions } = usePermissions<ConsolePermissions>();
  const on = Boolean(permissions?.resources.some((r) => r.name === 'connections'));
  const { data, isError } = useQuery({
    queryKey: ['console', 'network-summary'],
    queryFn: async () => (await httpClient('/api/admin/network-summary')).json as NetworkStats,
    enabled: on,
    refetchInterval: 300_000,
  });
  if (!on) return null;
  const rows: Array<[string, number | string | undefined]> = [
    ['Connections', data?.connections],
    ['Requests waiting for an answer', data?.pending],
    ['Referrals', data?.referrals.referrals],
    ['Referrals won', data?.referrals.won],
    ['Saved businesses', data?.saved],
    ['Blocks', data?.blocks],
  ];
  return (
    <Card sx={{ flex: '1 1 300px' }}>
      <CardHeader title="The Pioneer network" slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {isError ? (
          <Typography color="error">Could not load the network's figures. They are read again in five minutes.</Typography>
        ) : (
          <Typography component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, m: 0, '& dd': { m: 0, fontWeight: 600 } }}>
            {rows.map(([label, value]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value ?? '…'}</dd>
              </Fragment>
            ))}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
