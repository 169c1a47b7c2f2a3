import { describe, expect, it } from 'vitest';
import { errorFromReply } from './errors';
import { createPhotosApi } from './photos';
import type { Transport } from './transport';

/** A transport whose upload answers as the server would, recording the form it was sent. */
function uploading(answer: () => unknown): { transport: Transport; forms: FormData[] } {
  const forms: FormData[] = [];
  const transport = {
    upload: async (_path: string, form: FormData) => {
      forms.push(form);
      return answer();
    },
  } as unknown as Transport;
  return { transport, forms };
}

describe('row photo upload (spec 4, 8)', () => {
  it('sends the row before the file and returns the new match', async () => {
    const { transport, forms } = uploading(() => ({
      urlpic: '/api/v1/photos/4',
      fileName: 'row-7.jpg',
      row: '7',
      photos: [{ urlpic: '/api/v1/photos/4', fileName: 'row-7.jpg', row: '7' }],
    }));
    const match = await createPhotosApi(transport).uploadRowPhoto(3, '7', new Blob(['x']));
    expect(match).toEqual({ urlpic: '/api/v1/photos/4', fileName: 'row-7.jpg', duplicate: false });
    expect([...forms[0]!.keys()]).toEqual(['row', 'files']);
  });

  it('an E05 refusal still gives the stored photo match; other refusals stay errors', async () => {
    const body = (code: string) =>
      JSON.stringify({
        statusCode: 409,
        error: 'Conflict',
        message: 'This row already has this photo; the stored one is used',
        code,
        photo: { urlpic: '/api/v1/photos/2', fileName: 'front.jpg', row: '7' },
      });
    const duplicate = uploading(() => {
      throw errorFromReply(409, 'Conflict', body('E05'));
    });
    await expect(
      createPhotosApi(duplicate.transport).uploadRowPhoto(3, '7', new Blob(['x'])),
    ).resolves.toEqual({
      urlpic: '/api/v1/photos/2',
      fileName: 'front.jpg',
      duplicate: true,
    });
    const other = uploading(() => {
      throw errorFromReply(409, 'Conflict', body('OTHER'));
    });
    await expect(createPhotosApi(other.transport).uploadRowPhoto(3, '7', new Blob(['x']))).rejects.toThrow(
      'This row already has this photo',
    );
    const tooBig = uploading(() => {
      throw errorFromReply(
        422,
        'Unprocessable Entity',
        '{"message":"A row photo is at most 600 x 600 pixels"}',
      );
    });
    await expect(
      createPhotosApi(tooBig.transport).uploadRowPhoto(3, '7', new Blob(['x'])),
    ).rejects.toMatchObject({
      status: 422,
      message: 'A row photo is at most 600 x 600 pixels',
    });
  });
});
