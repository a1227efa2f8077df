import type { BusinessWithPromotions, OpeningHours, TimeRange } from '@tapin/core/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBusiness } from '../../../test/fixtures';
import { showOwnerProfile } from '../../../test/owner-profile';
import { FakeApi } from '../../../test/render';

const day = (opens: string, closes: string): TimeRange[] => [{ opens, closes }];
const hours: OpeningHours = {
  week: { mon: day('08:00', '18:00'), tue: day('08:00', '18:00'), wed: day('08:00', '18:00'), thu: day('08:00', '18:00'), fri: day('08:00', '18:00'), sat: day('09:00', '14:00'), sun: [] },
  exceptions: [
    { date: '2026-11-26', ranges: [] },
    { date: '2026-12-25', ranges: [] },
    { date: '2026-12-31', ranges: day('08:00', '12:00') },
  ],
};

/** An update route that saves what it is sent. */
const saving = (business: BusinessWithPromotions) => new FakeApi().on(`PUT /api/businesses/${business.id}`, ({ body }) => ({ body: { ...business, ...(body as object) } }));

/** The owner's profile page, where the card is. */
const showProfile = (business: BusinessWithPromotions, api = saving(business)) => showOwnerProfile(business, api);

/** The card, by its heading. */
async function card() {
  const heading = await screen.findByRole('heading', { name: 'Opening hours' });
  return within(heading.closest('.rounded-xl') as HTMLElement);
}

async function setTime(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
  expect(input).toHaveValue(value);
}

const sentHours = (api: FakeApi) => api.callsTo('PUT /api/businesses/12').map((c) => c.body);

// Today is 1 December 2026: the exception of 26 November is past.
beforeEach(() => vi.setSystemTime(new Date('2026-12-01T12:00:00')));
afterEach(() => vi.useRealTimers());

describe('the opening hours card', () => {
  it('shows the week in lines and the exceptions still to come', async () => {
    showProfile(aBusiness({ openingHours: hours }));
    const hoursCard = await card();
    const lines = hoursCard.getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(lines).toEqual(['Monday – Friday: 8 AM – 6 PM', 'Saturday: 9 AM – 2 PM', 'Sunday: Closed', 'Fri, Dec 25, 2026: Closed', 'Thu, Dec 31, 2026: 8 AM – noon']);
    expect(hoursCard.queryByText(/Nov 26/)).toBeNull();
    expect(hoursCard.getByRole('button', { name: 'Edit hours' })).toBeInTheDocument();
  });

  it('says when there are none, and offers to add them', async () => {
    const user = userEvent.setup();
    showProfile(aBusiness());
    const hoursCard = await card();
    expect(hoursCard.getByText(/No opening hours yet/)).toBeInTheDocument();
    await user.click(hoursCard.getByRole('button', { name: 'Add hours' }));
    // Every day starts closed; turning one on gives it 9 to 5.
    expect(await screen.findByRole('checkbox', { name: 'Monday open' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Monday open' }));
    expect(screen.getByLabelText('Monday opens')).toHaveValue('09:00');
    expect(screen.getByLabelText('Monday closes')).toHaveValue('17:00');
    expect(screen.getByText('Times are in the city’s time zone.', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear hours' })).toBeNull();
  });

  it('edits the hours: a new closing time copied to the weekdays, a split day, a closed day, a day to midnight and a holiday', async () => {
    const user = userEvent.setup();
    const api = showProfile(aBusiness({ openingHours: hours }));
    await user.click((await card()).getByRole('button', { name: 'Edit hours' }));

    await screen.findByLabelText('Monday closes');
    await setTime(user, 'Monday closes', '17:00');
    await user.click(screen.getByRole('button', { name: 'Copy Monday to weekdays' }));
    expect(screen.getByLabelText('Friday closes')).toHaveValue('17:00');

    await setTime(user, 'Wednesday closes', '12:00');
    await user.click(screen.getByRole('button', { name: 'Add hours to Wednesday' }));
    await setTime(user, 'Wednesday range 2 opens', '13:00');
    await setTime(user, 'Wednesday range 2 closes', '17:00');
    expect(screen.getByText('8 AM – noon, 1 PM – 5 PM')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Saturday open' }));
    expect(screen.queryByLabelText('Saturday opens')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Sunday open' }));
    await setTime(user, 'Sunday opens', '10:00');
    await setTime(user, 'Sunday closes', '00:00');
    expect(screen.getByText('10 AM – midnight')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a date' }));
    await user.type(screen.getByLabelText('Exception 4 date'), '2027-01-01');
    expect(screen.getByRole('checkbox', { name: 'Exception 4 open' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Opening hours saved')).toBeInTheDocument();
    const weekday = day('08:00', '17:00');
    expect(sentHours(api)).toEqual([
      {
        openingHours: {
          week: { mon: weekday, tue: weekday, wed: [...day('08:00', '12:00'), ...day('13:00', '17:00')], thu: weekday, fri: weekday, sat: [], sun: day('10:00', '24:00') },
          exceptions: [...hours.exceptions, { date: '2027-01-01', ranges: [] }],
        },
      },
    ]);
    // The card shows the saved hours.
    const hoursCard = await card();
    expect(hoursCard.getByText('Wednesday')).toBeInTheDocument();
    expect(hoursCard.getByText('8 AM – noon, 1 PM – 5 PM')).toBeInTheDocument();
    expect(hoursCard.getByText('Fri, Jan 1, 2027')).toBeInTheDocument();
  });

  it('checks the hours as typed before sending them: a missing time, then an overlap', async () => {
    const user = userEvent.setup();
    const api = showProfile(aBusiness({ openingHours: hours }));
    await user.click((await card()).getByRole('button', { name: 'Edit hours' }));
    await user.click(await screen.findByRole('button', { name: 'Add hours to Tuesday' }));
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tuesday: enter both times, opens and closes');
    expect(screen.getByLabelText('Tuesday range 2 opens')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Tuesday opens')).toHaveAttribute('aria-invalid', 'false');

    await setTime(user, 'Tuesday range 2 opens', '17:00');
    await setTime(user, 'Tuesday range 2 closes', '20:00');
    expect(screen.getByRole('alert')).toHaveTextContent('Tuesday: 17:00–20:00 must start after the range before it ends (list them in order, without overlaps)');
    expect(sentHours(api)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Tuesday range 2' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows why the server refused the hours, and keeps what the owner typed', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('PUT /api/businesses/12', { status: 400, body: { message: 'Exceptions: 2026-12-25 is listed twice', field: 'openingHours' } });
    showProfile(aBusiness({ openingHours: hours }), api);
    await user.click((await card()).getByRole('button', { name: 'Edit hours' }));
    await screen.findByLabelText('Thursday opens');
    await setTime(user, 'Thursday opens', '07:30');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Exceptions: 2026-12-25 is listed twice');
    expect(screen.getByLabelText('Thursday opens')).toHaveValue('07:30');
    // Still editing, to correct it and save again.
    expect(screen.getByRole('button', { name: 'Save hours' })).toBeEnabled();
  });

  it('clears the hours once the owner confirms', async () => {
    const user = userEvent.setup();
    const api = showProfile(aBusiness({ openingHours: hours }));
    await user.click((await card()).getByRole('button', { name: 'Edit hours' }));
    await user.click(await screen.findByRole('button', { name: 'Clear hours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the opening hours?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear hours' }));

    expect(await screen.findByText('Opening hours cleared')).toBeInTheDocument();
    expect(sentHours(api)).toEqual([{ openingHours: null }]);
    expect((await card()).getByText(/No opening hours yet/)).toBeInTheDocument();
  });
});
