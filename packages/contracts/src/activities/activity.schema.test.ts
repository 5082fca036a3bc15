import { ACTIVITY_MESSAGES as M } from './activity.messages';
import {
  activityListQuerySchema,
  activityPageSchema,
  createActivityRequestSchema,
  updateActivityRequestSchema,
} from './activity.schema';
import { firstMessage, messages, OBJECT_ID } from '../test/parse-helpers';

const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000);
const valid = () => ({
  title: 'Study group',
  description: 'Linear algebra revision',
  date: inAnHour().toISOString(),
  location: 'Library',
  category: 'Academic',
  maxParticipants: 5,
});

describe('creating an activity', () => {
  it('when everything is filled, then the date becomes a Date and text is trimmed', () => {
    const parsed = createActivityRequestSchema.parse({ ...valid(), title: '  Study group ' });
    expect(parsed.title).toBe('Study group');
    expect(parsed.date).toBeInstanceOf(Date);
  });
  it('when the form is empty and dated yesterday, then the problems come in the order of the form', () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    expect(messages(createActivityRequestSchema.safeParse({ date: yesterday }))).toEqual([
      M.dateInPast,
      M.titleRequired,
      M.descriptionRequired,
      M.locationRequired,
      M.categoryRequired,
    ]);
  });
  it('when the date was two minutes ago, then says it cannot be in the past', () => {
    const earlier = new Date(Date.now() - 2 * 60_000).toISOString();
    expect(firstMessage(createActivityRequestSchema.safeParse({ ...valid(), date: earlier }))).toBe(
      'Activity date cannot be in the past',
    );
  });
  it('when the date is earlier in the current minute, then it still counts as now', () => {
    jest.useFakeTimers({ now: new Date('2030-05-01T10:15:40Z') });
    const result = createActivityRequestSchema.safeParse({
      ...valid(),
      date: '2030-05-01T10:15:00Z',
    });
    expect(result.success).toBe(true);
    jest.useRealTimers();
  });
  it('when time passes after the module loaded, then "now" is read at parse time', () => {
    jest.useFakeTimers({ now: Date.now() });
    const input = valid();
    jest.setSystemTime(Date.now() + 2 * 60 * 60 * 1000);
    expect(firstMessage(createActivityRequestSchema.safeParse(input))).toBe(M.dateInPast);
    jest.useRealTimers();
  });
  it('when the date comes from a datetime-local input, then it is accepted', () => {
    const local = inAnHour();
    const pad = (n: number) => String(n).padStart(2, '0');
    const text = `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`;
    const parsed = createActivityRequestSchema.parse({ ...valid(), date: text });
    expect(parsed.date.getMinutes()).toBe(local.getMinutes());
  });
  it('when the date is not a date, then asks for a valid one', () => {
    expect(firstMessage(createActivityRequestSchema.safeParse({ ...valid(), date: 'soon' }))).toBe(
      M.dateInvalid,
    );
  });
  it('when a text field is only spaces, then it counts as missing', () => {
    expect(firstMessage(createActivityRequestSchema.safeParse({ ...valid(), title: '   ' }))).toBe(
      'Title is required',
    );
    expect(
      firstMessage(createActivityRequestSchema.safeParse({ ...valid(), description: ' ' })),
    ).toBe('Description is required');
    expect(firstMessage(createActivityRequestSchema.safeParse({ ...valid(), location: '' }))).toBe(
      'Location is required',
    );
  });
  it('when the title is too long, then names the limit', () => {
    const title = 'x'.repeat(121);
    expect(firstMessage(createActivityRequestSchema.safeParse({ ...valid(), title }))).toBe(
      M.titleLength,
    );
  });
  it('when the category is not one of the five, then asks for a category', () => {
    expect(firstMessage(createActivityRequestSchema.safeParse({ ...valid(), category: '' }))).toBe(
      'Category is required',
    );
  });
  it.each([
    ['', null],
    [null, null],
    [undefined, null],
    [' 12 ', 12],
    [3, 3],
  ])('when max participants is %p, then it becomes %p', (maxParticipants, expected) => {
    const parsed = createActivityRequestSchema.parse({ ...valid(), maxParticipants });
    expect(parsed.maxParticipants).toBe(expected);
  });
  it.each([0, '0', -2, 2.5, '2.5', 'many'])(
    'when max participants is %p, then says it must be at least 1',
    (maxParticipants) => {
      const result = createActivityRequestSchema.safeParse({ ...valid(), maxParticipants });
      expect(firstMessage(result)).toBe('Max participants must be at least 1');
    },
  );
  it('when an operator object replaces the title, then it is refused', () => {
    const result = createActivityRequestSchema.safeParse({ ...valid(), title: { $ne: '' } });
    expect(firstMessage(result)).toBe(M.titleRequired);
  });
  it('when unknown keys are sent, then they are stripped', () => {
    const parsed = createActivityRequestSchema.parse({ ...valid(), creator: OBJECT_ID });
    expect(parsed).not.toHaveProperty('creator');
  });
});

describe('updating an activity', () => {
  it('when nothing is sent, then asks for at least one field', () => {
    expect(firstMessage(updateActivityRequestSchema.safeParse({}))).toBe(M.nothingToUpdate);
  });
  it('when only the title changes, then the other fields stay absent', () => {
    expect(updateActivityRequestSchema.parse({ title: ' New ' })).toEqual({ title: 'New' });
  });
  it('when the new date is in the past, then the same rule applies', () => {
    const result = updateActivityRequestSchema.safeParse({ date: '2000-01-01T10:00' });
    expect(firstMessage(result)).toBe(M.dateInPast);
  });
  it('when max participants is cleared, then it becomes unlimited', () => {
    expect(updateActivityRequestSchema.parse({ maxParticipants: '' })).toEqual({
      maxParticipants: null,
    });
  });
});

describe('listing activities', () => {
  it('when nothing is asked, then upcoming activities with the default page size, the sort left to the list', () => {
    expect(activityListQuerySchema.parse({})).toEqual({ when: 'upcoming', limit: 20 });
    expect(activityListQuerySchema.parse({ when: 'past', sort: 'newest' })).toMatchObject({
      when: 'past',
      sort: 'newest',
    });
    expect(activityListQuerySchema.safeParse({ when: 'soon' }).error?.issues[0]?.message).toBe(
      'When must be upcoming or past',
    );
  });
  it('when the category is All, then the category is omitted', () => {
    expect(activityListQuerySchema.parse({ category: 'All' }).category).toBeUndefined();
    expect(activityListQuerySchema.parse({ category: 'Sports' }).category).toBe('Sports');
  });
  it('when the search is padded or blank, then it is trimmed or dropped', () => {
    expect(activityListQuerySchema.parse({ search: ' chess ' }).search).toBe('chess');
    expect(activityListQuerySchema.parse({ search: '  ' }).search).toBeUndefined();
  });
  it('when the search is longer than 100 characters, then it is refused', () => {
    const result = activityListQuerySchema.safeParse({ search: 'x'.repeat(101) });
    expect(firstMessage(result)).toBe(M.searchLength);
  });
  it('when the search holds NUL or another control character, then it is refused', () => {
    for (const search of ['chess\u0000', 'a\u001bb', '\u007f'])
      expect(firstMessage(activityListQuerySchema.safeParse({ search }))).toBe(M.searchControl);
  });
  it('when the limit is text or out of range, then it is read or refused', () => {
    expect(activityListQuerySchema.parse({ limit: '50' }).limit).toBe(50);
    expect(firstMessage(activityListQuerySchema.safeParse({ limit: '101' }))).toBe(M.invalidLimit);
    expect(firstMessage(activityListQuerySchema.safeParse({ limit: '0' }))).toBe(M.invalidLimit);
  });
  it('when the sort is unknown, then it is refused', () => {
    expect(firstMessage(activityListQuerySchema.safeParse({ sort: 'random' }))).toBe(M.invalidSort);
  });
  it('when a query parameter is an operator object, then it is refused', () => {
    expect(activityListQuerySchema.safeParse({ search: { $regex: '.*' } }).success).toBe(false);
    expect(activityListQuerySchema.safeParse({ category: { $ne: 'x' } }).success).toBe(false);
  });
});

describe('an activity page', () => {
  it('when the API returns activities, then they parse with their participants', () => {
    const person = { _id: OBJECT_ID, username: 'ada', profilePicture: '' };
    const item = {
      _id: OBJECT_ID,
      ...valid(),
      endDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      maxParticipants: null,
      image: '/uploads/a.png',
      creator: person,
      participants: [{ ...person, email: 'ada@uni.edu' }],
      waitlistCount: 0,
    };
    expect(activityPageSchema.parse({ items: [item], nextCursor: null }).items).toHaveLength(1);
  });
});
