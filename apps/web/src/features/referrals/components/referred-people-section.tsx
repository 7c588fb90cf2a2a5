import type { MyReferredPerson } from '@kapital/shared';
import PersonAdd from '@mui/icons-material/PersonAddOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDateTime } from '@/lib/format-date.ts';
import { useReferredPeople } from '../api/get-referred-people.ts';
import { useReferralsText } from '../i18n.ts';
import { ReferralListSection } from './referral-list-section.tsx';

/** Where a person stands: a chip each for what they have done, for the phone's cards. */
function Progress({ person }: { person: MyReferredPerson }) {
  const { t } = useReferralsText();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
      <Chip
        size="small"
        variant="outlined"
        color={person.verified ? 'success' : 'default'}
        label={person.verified ? t('people.isVerified') : t('people.notVerified')}
      />
      <Chip
        size="small"
        variant="outlined"
        color={person.deposited ? 'success' : 'default'}
        label={person.deposited ? t('people.hasDeposited') : t('people.noDeposit')}
      />
    </Box>
  );
}

function PeopleTable({ items }: { items: MyReferredPerson[] }) {
  const { t } = useReferralsText();
  const yesNo = (value: boolean) => (value ? t('people.yes') : t('people.no'));
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" aria-label={t('people.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('people.email')}</TableCell>
            <TableCell>{t('people.joined')}</TableCell>
            <TableCell>{t('people.level')}</TableCell>
            <TableCell>{t('people.verified')}</TableCell>
            <TableCell>{t('people.deposited')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((person, index) => (
            // Masked addresses may repeat; a row is its place on the page.
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no id of their own
            <TableRow key={index} data-testid="referred-person">
              <TableCell sx={{ fontFamily: 'monospace' }}>{person.email}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(person.joinedAt)}</TableCell>
              <TableCell>{person.level}</TableCell>
              <TableCell>{yesNo(person.verified)}</TableCell>
              <TableCell>{yesNo(person.deposited)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function PeopleCards({ items }: { items: MyReferredPerson[] }) {
  const { t } = useReferralsText();
  return (
    <List
      aria-label={t('people.title')}
      disablePadding
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      {items.map((person, index) => (
        <ListItem
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no id of their own
          key={index}
          divider={index < items.length - 1}
          data-testid="referred-person"
          sx={{ display: 'block', py: 1.5 }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}>
              {person.email}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
              {t('people.levelNumber', { level: person.level })}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('people.joinedOn', { date: formatDateTime(person.joinedAt) })}
          </Typography>
          <Progress person={person} />
        </ListItem>
      ))}
    </List>
  );
}

/** The people who joined with the user's link (level 1) or with theirs (level 2). */
export function ReferredPeopleSection({ userId }: { userId: string }) {
  const { t } = useReferralsText();
  const [page, setPage] = useState(1);
  const people = useReferredPeople(userId, page);
  return (
    <ReferralListSection
      title={t('people.title')}
      description={t('people.description')}
      list={people.data}
      error={people.error}
      onRetry={() => void people.refetch()}
      retrying={people.isFetching}
      errorMessage={t('people.loadError')}
      loadingLabel={t('people.loading')}
      empty={{
        icon: PersonAdd,
        message: t('people.empty'),
      }}
      page={page}
      onPageChange={setPage}
      table={(items) => <PeopleTable items={items} />}
      cards={(items) => <PeopleCards items={items} />}
    />
  );
}
