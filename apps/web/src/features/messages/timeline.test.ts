import { dayLabel, timelineRows } from './timeline';
import type { StoredMessage, ThreadItem } from './thread';

const ZONE = 'America/New_York';
// Wednesday 15 January 2031, 10:00 in New York (15:00 UTC).
const NOW = new Date('2031-01-15T15:00:00Z');

function item(
  id: string,
  iso: string,
  sender = 'bob',
): ThreadItem<StoredMessage & { sender: string }> {
  return {
    kind: 'stored',
    key: id,
    message: { _id: id, content: `message ${id}`, createdAt: iso, sender },
  };
}

const rowsOf = (items: ReturnType<typeof item>[]) =>
  timelineRows(items, (message) => message.sender, NOW, ZONE).map((row) =>
    row.kind === 'day' ? `— ${row.label}` : `${row.key}${row.continues ? ' (continues)' : ''}`,
  );

describe('chat timeline', () => {
  it('when messages are from today, yesterday, this week and earlier, then days read Today, Yesterday, the weekday, then the date', () => {
    expect(dayLabel(new Date('2031-01-15T05:30:00Z'), NOW, ZONE)).toBe('Today');
    expect(dayLabel(new Date('2031-01-14T12:00:00Z'), NOW, ZONE)).toBe('Yesterday');
    expect(dayLabel(new Date('2031-01-11T12:00:00Z'), NOW, ZONE)).toBe('Saturday');
    expect(dayLabel(new Date('2031-01-06T12:00:00Z'), NOW, ZONE)).toMatch(/January/);
    expect(dayLabel(new Date('2030-12-24T12:00:00Z'), NOW, ZONE)).toMatch(/2030/);
  });

  it('when a message is after midnight UTC but before midnight for the viewer, then it counts on the viewer’s day', () => {
    // 03:00 UTC on the 15th is 22:00 on the 14th in New York.
    expect(dayLabel(new Date('2031-01-15T03:00:00Z'), NOW, ZONE)).toBe('Yesterday');
  });

  it('when one sender writes several messages within minutes, then they group under the first; a gap, another sender or a new day starts a group', () => {
    expect(
      rowsOf([
        item('a', '2031-01-14T14:00:00Z'),
        item('b', '2031-01-14T14:03:00Z'),
        item('c', '2031-01-14T14:20:00Z'),
        item('d', '2031-01-14T14:21:00Z', 'carol'),
        item('e', '2031-01-15T14:00:00Z', 'carol'),
        item('f', '2031-01-15T14:01:00Z', 'carol'),
      ]),
    ).toEqual(['— Yesterday', 'a', 'b (continues)', 'c', 'd', '— Today', 'e', 'f (continues)']);
  });
});
