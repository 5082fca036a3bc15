import type { ActivityCategory } from '@peerconnect/contracts';
import { artFor, isCategoryPicture } from './activity-art';

const art = (title: string, category: ActivityCategory = 'Sports', description = '') =>
  artFor({ title, category, description });

describe('activity artwork', () => {
  it('when sports differ, then so do their pictures: football, yoga and hockey are not one ball', () => {
    const icons = ['Football on Friday', 'Morning yoga', 'Ice hockey practice'].map(
      (title) => art(title).icon,
    );
    expect(new Set(icons).size).toBe(3);
  });

  it('when the title names nothing known, then the category decides; gaming wins over its category', () => {
    expect(art('Study group', 'Academic').kind).toBe('study');
    expect(art('Anything', 'Other').kind).toBe('other');
    expect(art('Retro gaming night', 'Social').kind).toBe('gaming');
  });

  it("when the picture is the API's category default, then it is drawn instead", () => {
    expect(isCategoryPicture('http://x.test/api/activity-images/sports.svg')).toBe(true);
    expect(isCategoryPicture('http://x.test/api/uploads/0123-800.webp')).toBe(false);
  });
});
