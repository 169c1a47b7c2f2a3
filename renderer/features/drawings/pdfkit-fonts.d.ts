// pdfkit's browser build ships its standard fonts as separate modules, registered before use;
// @types/pdfkit does not describe them.
declare module 'pdfkit/standard-fonts/Helvetica' {
  const font: object;
  export default font;
}
