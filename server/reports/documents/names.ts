// Which report a request asks for (spec 7: "the report name in a report request selects the
// report"). The customer documents of spec 2's openPDF route are reports of their own; any other
// name (the configured report's file name, "Offer", none) is the offer, as before.

/** The customer documents, spelled as spec 2's openPDF sub-paths. */
export const CUSTOMER_DOCUMENTS = ['EtichettaCollo', 'BOMDettaglioBox', '501Sx', '502Dx', '503'] as const;
export type CustomerDocument = (typeof CUSTOMER_DOCUMENTS)[number];
export type ReportKind = 'offer' | CustomerDocument;

/** The report a name selects: a customer document by its name (any case, '.repx' ignored), else the offer. */
export function reportKind(name: string | undefined | null): ReportKind {
  const wanted = (name ?? '')
    .trim()
    .replace(/\.repx$/i, '')
    .toLowerCase();
  return CUSTOMER_DOCUMENTS.find((doc) => doc.toLowerCase() === wanted) ?? 'offer';
}
