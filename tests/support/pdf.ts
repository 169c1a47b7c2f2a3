// What a downloaded report starts with: a PDF's first five bytes are `%PDF-`.

/** The first five bytes of a fetched body (a Response or a Blob), as text (`%PDF-` for a PDF). */
export async function pdfMagic(body: Pick<Blob, 'arrayBuffer'>): Promise<string> {
  return Buffer.from(await body.arrayBuffer())
    .subarray(0, 5)
    .toString('latin1');
}
