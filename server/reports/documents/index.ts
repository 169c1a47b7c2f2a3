// The customer documents of spec 2's openPDF route, selected by the report request's name.
import type { Project } from '../../../core/project/schema';
import { buildCustomerDocument, type DocumentOptions } from './model';
import type { CustomerDocument } from './names';
import type { DocumentRenderOptions } from '../pdf-document';
import { renderPackageLabels } from './render-labels';
import { renderListDocument } from './render-lists';

export { CUSTOMER_DOCUMENTS, reportKind, type CustomerDocument, type ReportKind } from './names';

export function renderCustomerDocument(
  project: Project,
  kind: CustomerDocument,
  options: DocumentOptions,
  render: DocumentRenderOptions = {},
): Promise<Buffer> {
  const model = buildCustomerDocument(project, kind, options);
  return kind === 'EtichettaCollo' ? renderPackageLabels(model, render) : renderListDocument(model, render);
}
