import { describe, expect, it } from 'vitest';
import { BLANK_NEWS, newsRequest, newsValuesOf } from './news-draft';

const written = {
  ...BLANK_NEWS,
  title: 'Rates rise',
  source: 'Desk',
  imageUrl: ' /api/files/c1 ',
  content: '<p>Body</p>',
};

describe('newsRequest', () => {
  it('sends only the translated texts that were written', () => {
    const checked = newsRequest({
      ...written,
      translations: {
        pt: { title: 'Juros sobem', source: '', content: ' ' },
        zh: { title: '', source: '', content: '' },
      },
    });
    expect(checked).toEqual({
      body: {
        title: 'Rates rise',
        source: 'Desk',
        imageUrl: '/api/files/c1',
        onMainPage: false,
        content: '<p>Body</p>',
        translations: { pt: { title: 'Juros sobem' } },
      },
    });
  });

  it('names each refused field as the contract words it and sends nothing', () => {
    const checked = newsRequest({ ...BLANK_NEWS, imageUrl: 'not a url' });
    expect(checked).toEqual({
      errors: {
        title: 'Required',
        source: 'Required',
        imageUrl: expect.stringMatching(/^must be an image uploaded here/),
        content: 'Required',
      },
    });
  });
});

describe('newsValuesOf', () => {
  it('fills every translated field so the editor can show it', () => {
    const values = newsValuesOf({
      id: 7,
      title: 'T',
      source: 'S',
      pubDate: 0,
      imageUrl: '/i.png',
      onMainPage: true,
      content: '<p>c</p>',
      translations: { pt: { title: 'Tp' } },
    });
    expect(values.translations).toEqual({ pt: { title: 'Tp', source: '', content: '' } });
    expect(values.onMainPage).toBe(true);
  });
});
