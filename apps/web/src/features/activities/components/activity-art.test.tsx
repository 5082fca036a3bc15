import type { ActivityCategory } from '@peerconnect/contracts';
import { render } from '@testing-library/react';
import { ActivityPicture, artFor } from './activity-art';

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

  it("when the picture is the API's category default, then it is drawn instead; an upload is shown", () => {
    const picture = (image: string) =>
      render(
        <ActivityPicture
          activity={{ image, title: 'Football on Friday', description: '', category: 'Sports' }}
          className="hero"
        />,
      ).container.firstElementChild;
    expect(picture('http://x.test/api/activity-images/sports.svg')?.tagName).toBe('DIV');
    const upload = picture('http://x.test/api/uploads/0123-800.webp');
    expect(upload?.tagName).toBe('IMG');
    expect(upload?.getAttribute('src')).toBe('http://x.test/api/uploads/0123-800.webp');
  });
});
