import { describe, expect, it } from 'vitest';
import { hoursFromSchemaLines, hoursFromSpecifications, hoursFromText } from './opening-hours.js';

const nine5 = [{ opens: '09:00', closes: '17:00' }];

describe('opening hours from schema.org', () => {
  it('reads openingHours lines, with day ranges, lists and split hours', () => {
    const hours = hoursFromSchemaLines(['Mo-Fr 09:00-17:00', 'Sa 10:00-12:00 13:00-16:00']);
    expect(hours?.week.mon).toEqual(nine5);
    expect(hours?.week.fri).toEqual(nine5);
    expect(hours?.week.sat).toEqual([{ opens: '10:00', closes: '12:00' }, { opens: '13:00', closes: '16:00' }]);
    expect(hours?.week.sun).toEqual([]);
    const listed = hoursFromSchemaLines(['Mo,We 9:00-13:00']);
    expect(listed?.week.wed).toEqual([{ opens: '09:00', closes: '13:00' }]);
    expect(listed?.week.tue).toEqual([]);
  });

  it('reads a specification, Google\'s all-day and closed forms, and dated exceptions', () => {
    const hours = hoursFromSpecifications([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Monday', 'Tuesday'], opens: '08:00:00', closes: '23:59:00' },
      { dayOfWeek: 'http://schema.org/Saturday', opens: '18:00', closes: '02:00' },
      { validFrom: '2026-12-25', validThrough: '2026-12-25', opens: '00:00', closes: '00:00' },
      { validFrom: '2026-12-31', validThrough: '2026-12-31', opens: '10:00', closes: '15:00' },
    ]);
    expect(hours?.week.mon).toEqual([{ opens: '08:00', closes: '24:00' }]);
    expect(hours?.week.sat).toEqual([{ opens: '18:00', closes: '02:00' }]);
    expect(hours?.exceptions).toEqual([
      { date: '2026-12-25', ranges: [] },
      { date: '2026-12-31', ranges: [{ opens: '10:00', closes: '15:00' }] },
    ]);
  });

  it('offers nothing that breaks the owner\'s rules', () => {
    expect(hoursFromSchemaLines(['Mo 09:00-17:00', 'Mo 12:00-20:00'])).toBeNull();
    expect(hoursFromSchemaLines(['nonsense'])).toBeNull();
  });
});

describe('opening hours from the page text', () => {
  it('reads lines a site writes, with 12-hour times and closed days', () => {
    const hours = hoursFromText('Hours\nMonday – Friday: 9am – 5:30pm\nSaturday: 10:00 AM - 2:00 PM\nSunday: Closed\n© 2026');
    expect(hours?.week.tue).toEqual([{ opens: '09:00', closes: '17:30' }]);
    expect(hours?.week.sat).toEqual([{ opens: '10:00', closes: '14:00' }]);
    expect(hours?.week.sun).toEqual([]);
    expect(hoursFromText('Mon. through Fri.  9 a.m. – 5 p.m.\nSat. 10 a.m. to noon')?.week).toMatchObject({ thu: [{ opens: '09:00', closes: '17:00' }], sat: [{ opens: '10:00', closes: '12:00' }] });
  });

  it('reads short forms, lists, split hours and a time without a meridiem', () => {
    const hours = hoursFromText('Tue–Sat 11:30am–2pm, 5pm–10pm\nSun & Mon 9-5');
    expect(hours?.week.wed).toEqual([{ opens: '11:30', closes: '14:00' }, { opens: '17:00', closes: '22:00' }]);
    expect(hours?.week.mon).toEqual(nine5);
    expect(hours?.week.sun).toEqual(nine5);
  });

  it('reads a table whose cells run together, and late nights past midnight', () => {
    const hours = hoursFromText('Thursday\n5pm-11pm\nFriday\n5pm - 2am\nSaturday\n5pm - 2am');
    expect(hours?.week.thu).toEqual([{ opens: '17:00', closes: '23:00' }]);
    expect(hours?.week.fri).toEqual([{ opens: '17:00', closes: '02:00' }]);
  });

  it('reads daily and 24 hours, and keeps the first mention of a day', () => {
    expect(hoursFromText('Open daily 7am-3pm')?.week.sun).toEqual([{ opens: '07:00', closes: '15:00' }]);
    const allDay = hoursFromText('Weekdays: open 24 hours. Weekends 8-8');
    expect(allDay?.week.mon).toEqual([{ opens: '00:00', closes: '24:00' }]);
    expect(allDay?.week.sun).toEqual([{ opens: '08:00', closes: '20:00' }]);
    const hours = hoursFromText('Mon-Fri 8am-6pm\nSat 9am-1pm\nfooter: Mon-Fri 9-5');
    expect(hours?.week.mon).toEqual([{ opens: '08:00', closes: '18:00' }]);
  });

  it('does not take words or one day for hours', () => {
    expect(hoursFromText('Customer satisfaction 9-5 guaranteed')).toBeNull();
    expect(hoursFromText('Join us Sunday 10-2 for brunch')).toBeNull();
    expect(hoursFromText('Every month we donate')).toBeNull();
  });
});
