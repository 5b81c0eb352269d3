/** The file field's name in the statement form, read by the browser island and the server. */
export const statementFilesField = "statements";
