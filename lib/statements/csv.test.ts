import { inspectCsv } from "./csv";

const utf8 = (text: string) => Buffer.from(text, "utf8");
const statement =
  "Date,Card,Description,Amount\r\n2026-05-01,VISA,Interchange,-12.50\r\n2026-05-02,MC,Assessment,3.10\r\n";

async function expectAccepted(bytes: Buffer) {
  const result = await inspectCsv(bytes);
  expect(result).toMatchObject({ ok: true, kind: "csv", mediaType: "text/csv", extension: ".csv" });
  expect(result.ok && result.bytes.equals(bytes)).toBe(true);
}

describe("inspectCsv accepts, keeping the bytes as sent", () => {
  it("UTF-8 with and without a byte-order mark", async () => {
    await expectAccepted(utf8(statement));
    await expectAccepted(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(statement)]));
  });

  it("Windows-1252, as older Excel saves CSV", async () => {
    await expectAccepted(
      Buffer.from("Merchant,Fee\nCaf\xe9 Jos\xe9,\x80 12.50\nB\xe4ckerei,\x80 3.10\n", "latin1"),
    );
  });

  it("semicolons, tabs and pipes as delimiters", async () => {
    for (const delimiter of [";", "\t", "|"])
      await expectAccepted(utf8(statement.replaceAll(",", delimiter)));
  });

  it("quoted fields holding delimiters, quotes and line breaks", async () => {
    await expectAccepted(
      utf8(
        'Date,Note,Amount\n2026-05-01,"Refund, ""partial""\nsee memo",-4.00\n2026-05-02,Sale,9.99\n',
      ),
    );
  });

  it("a comma file whose first heading is ID, which Excel opens as CSV once SYLK fails", async () => {
    await expectAccepted(utf8("ID,Date,Amount\n1,2026-05-01,-3.10\n2,2026-05-02,4.00\n"));
  });

  it("rows that start with a negative amount, which other delimiters read as one signed cell", async () => {
    await expectAccepted(
      utf8(
        "Amount,Date,Description,Contact\n-12.40,2026-05-01,Refund (partial),dana@example.com\n3.10,2026-05-02,Sale,-\n",
      ),
    );
  });

  it("a title line, negative and signed amounts, phone numbers and dashes", async () => {
    await expectAccepted(
      utf8(
        'Statement for Acme LLC\nAccount,Amount,Rate,Phone,Note\n00123,-12.40,+5%,+1 (262) 555-0100,-\n00124,"- $3.10",-1.2E+05,+44 20 7946 0958,"Refund, partial"\n',
      ),
    );
  });
});

describe("inspectCsv refuses", () => {
  it.each([
    [
      "binary data with NUL bytes",
      Buffer.from([0x44, 0x2c, 0x00, 0x01, 0x0a, 0x41, 0x2c, 0x42]),
      "unknown-type",
    ],
    [
      "UTF-16 text (Excel's Unicode text)",
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(statement, "utf16le")]),
      "csv-encoding",
    ],
    [
      "bytes that are neither UTF-8 nor Windows-1252",
      Buffer.from("Date,Fee\n\x81\x8d,\xc3\n", "latin1"),
      "csv-encoding",
    ],
    [
      "prose without columns",
      utf8("Dear merchant\nplease find attached\nthanks\n"),
      "csv-not-table",
    ],
    ["a single line", utf8("Date,Amount"), "csv-not-table"],
    [
      "a cell longer than Excel holds",
      utf8(`Date,Note\n2026-05-01,${"x".repeat(40_000)}\n`),
      "csv-not-table",
    ],
    ["a command cell (DDE)", utf8("Date,Amount\n2026-05-01,=cmd|' /C calc'!A0\n"), "csv-formula"],
    [
      "a command cell in quotes",
      utf8("Date,Amount\n2026-05-01,\"@SUM(1+1)*cmd|' /C calc'!A0\"\n"),
      "csv-formula",
    ],
    [
      "a command cell after spaces, in a semicolon file",
      utf8("Date;Amount\n2026-05-01;  -2+3+cmd|' /C calc'!A0\n"),
      "csv-formula",
    ],
    [
      "a pipe-delimited file whose last line holds a comma-delimited DDE cell",
      utf8("Date|Card|Amount\n2026-05-01|VISA|-12.50\n2026-05-02|MC|3.10\nx,=cmd|' /C calc'!A0\n"),
      "csv-formula",
    ],
    [
      "a formula behind a tab-delimited cell of a comma file",
      utf8('Date,Amount\n2026-05-01,-12.50\nnote\t=HYPERLINK("https://x.example")\n'),
      "csv-formula",
    ],
    ["an @ function", utf8("Date,Amount\n2026-05-01,@SUM(A1:A2)\n"), "csv-formula"],
    [
      "a formula after a tab in the cell",
      utf8('Date,Amount\n2026-05-01,"\t=1+1"\n'),
      "csv-formula",
    ],
    [
      "a formula after a carriage return",
      utf8('Date,Amount\n2026-05-01,"\r=1+1"\n'),
      "csv-formula",
    ],
    [
      "a formula after a quote in a quoted field",
      utf8('Date,Amount\n2026-05-01,"""=1+1"""\n'),
      "csv-formula",
    ],
    ["a sign before a formula", utf8("Date,Amount\n2026-05-01,+A1\n"), "csv-formula"],
    [
      "a number then a formula",
      utf8("Date,Amount\n2026-05-01,-1+cmd|' /C calc'!A0\n"),
      "csv-formula",
    ],
    [
      "a number, then a function call",
      utf8('Date,Amount\n2026-05-01,"-1+HYPERLINK(""https://x.example"",""a"")"\n'),
      "csv-formula",
    ],
    [
      "a number, then a reference to a file on another machine",
      utf8("Date,Amount\n2026-05-01,-1+'\\\\host\\share\\[book.xlsx]Sheet1'!A1\n"),
      "csv-formula",
    ],
    [
      "a long run of dashes that ends in a formula",
      utf8(`Date,Amount\n2026-05-01,${"-".repeat(40)}A1\n`),
      "csv-formula",
    ],
    ["a SYLK file named .csv", utf8("ID;PWXL;N;E\nC;Y1;X1;K0;ECMD|' /C calc'!A0\nE\n"), "csv-sylk"],
    [
      "a semicolon file whose first heading is ID",
      utf8("ID;Date;Amount\n1;2026-05-01;-3.10\n"),
      "csv-sylk",
    ],
    ["rich text", utf8("{\\rtf1\\ansi a,b\nc,d\n}"), "office-document"],
    [
      "an HTML table after a line of text",
      utf8("Date,Amount\n<table><tr><td>=1</td></tr></table>\n"),
      "html",
    ],
    ["a DIF table", utf8('TABLE\n0,1\n"EXCEL"\nVECTORS\n0,2\n""\n'), "spreadsheet-format"],
  ])("%s", async (_, bytes, reason) => {
    const result = await inspectCsv(bytes);
    expect(result).toMatchObject({ ok: false, reason });
    expect(!result.ok && result.message.length).toBeGreaterThan(40);
  });
});
