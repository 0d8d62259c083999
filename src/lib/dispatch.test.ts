import { describe, expect, it } from 'vitest';
import { closedDaysAhead, dispatchText, expectedDispatch, isWorkingDay } from './dispatch';
import { isKoreanHoliday } from './holidays';

const at = (seoul: string) => new Date(`${seoul}+09:00`);
const dispatch = (seoul: string, closed: (d: string) => boolean = isKoreanHoliday) =>
  expectedDispatch(at(seoul), 14, closed);

describe('expected dispatch: cut-off hour and working days in Seoul', () => {
  it('ships today when ordered before the cut-off on a working day', () => {
    expect(dispatch('2026-11-27T13:59:00')).toEqual({ day: '2026-11-27', when: 'today' });
  });

  it('ships the next working day from the cut-off hour on', () => {
    expect(dispatch('2026-11-26T14:00:00')).toEqual({ day: '2026-11-27', when: 'tomorrow' });
  });

  it('reads the clock in Seoul, not the server', () => {
    // 04:30 UTC is 13:30 in Seoul: before the cut-off.
    expect(expectedDispatch(new Date('2026-11-27T04:30:00Z'), 14, isKoreanHoliday).when).toBe('today');
    // 05:00 UTC is 14:00 in Seoul.
    expect(expectedDispatch(new Date('2026-11-27T05:00:00Z'), 14, isKoreanHoliday).day).toBe('2026-11-30');
  });

  it('skips the weekend: Friday afternoon and Saturday ship on Monday', () => {
    expect(dispatch('2026-11-27T15:00:00')).toEqual({ day: '2026-11-30', when: 'later' });
    expect(dispatch('2026-11-28T09:00:00')).toEqual({ day: '2026-11-30', when: 'later' });
    expect(dispatch('2026-11-29T09:00:00')).toEqual({ day: '2026-11-30', when: 'tomorrow' });
  });

  it('skips the 설날 holidays (2026-02-16 to 18)', () => {
    expect(dispatch('2026-02-13T15:00:00')).toEqual({ day: '2026-02-19', when: 'later' });
    expect(dispatch('2026-02-17T10:00:00')).toEqual({ day: '2026-02-19', when: 'later' });
  });

  it('skips a 추석 run that meets the weekend (2026-09-24 to 26)', () => {
    expect(dispatch('2026-09-23T15:00:00')).toEqual({ day: '2026-09-28', when: 'later' });
  });

  it('skips substitute holidays (대체공휴일)', () => {
    // 3ㆍ1절 2026 falls on a Sunday: Monday 2 March is its substitute.
    expect(dispatch('2026-02-27T15:00:00')).toEqual({ day: '2026-03-03', when: 'later' });
    // 설날 2027 runs Saturday to Monday, and Tuesday 9 February is its substitute.
    expect(dispatch('2027-02-05T15:00:00')).toEqual({ day: '2027-02-10', when: 'later' });
    // 개천절 and 한글날 2027 both on Saturdays: Mondays 4 and 11 October.
    expect(dispatch('2027-10-01T15:00:00')).toEqual({ day: '2027-10-05', when: 'later' });
    expect(dispatch('2027-10-08T15:00:00')).toEqual({ day: '2027-10-12', when: 'later' });
  });

  it('crosses the year: New Year’s Day is a holiday', () => {
    expect(dispatch('2026-12-31T15:00:00')).toEqual({ day: '2027-01-04', when: 'later' });
  });

  it('honours the days the shop itself closes', () => {
    const closed = (d: string) => isKoreanHoliday(d) || d === '2026-11-30';
    expect(dispatch('2026-11-27T15:00:00', closed)).toEqual({ day: '2026-12-01', when: 'later' });
    expect(isWorkingDay('2026-11-30', closed)).toBe(false);
  });

  it('lists the closed days ahead for the browser', () => {
    expect(closedDaysAhead(at('2026-09-23T10:00:00'), 7, isKoreanHoliday)).toEqual([
      '2026-09-24',
      '2026-09-25',
      '2026-09-26',
      '2026-09-27',
    ]);
  });
});

describe('dispatch line', () => {
  const kr = {
    today: '오늘 {hour}시 전 주문 시 오늘 출발',
    tomorrow: '내일 ({weekday}) 출발',
    later: '{date} ({weekday}) 출발',
  };
  const en = {
    today: 'Order by {hour}:00 to ship today',
    tomorrow: 'Ships tomorrow ({weekday})',
    later: 'Ships {date} ({weekday})',
  };

  it('says today with the cut-off hour, tomorrow with its weekday, and later days by date', () => {
    expect(dispatchText({ day: '2026-11-27', when: 'today' }, 14, 'kr', kr)).toBe('오늘 14시 전 주문 시 오늘 출발');
    expect(dispatchText({ day: '2026-11-27', when: 'tomorrow' }, 14, 'kr', kr)).toBe('내일 (금) 출발');
    expect(dispatchText({ day: '2026-11-30', when: 'later' }, 14, 'kr', kr)).toBe('11월 30일 (월) 출발');
    expect(dispatchText({ day: '2026-11-30', when: 'later' }, 14, 'en', en)).toBe('Ships Nov 30 (Mon)');
  });
});
