import { FigureError, withFigures } from "./figures";

const figures = { premium: "2.5%", days: 30, "cost-table": { caption: "A table", rows: [] } };

describe("{{figures}} in page files", () => {
  it("fills figures into text, numbers as written, and a whole field with a computed table", () => {
    expect(withFigures("A {{premium}} price, {{days}} days' notice.", figures, "/x")).toBe(
      "A 2.5% price, 30 days' notice.",
    );
    expect(withFigures({ table: "{{cost-table}}", rows: ["{{premium}}"] }, figures, "/x")).toEqual({
      table: figures["cost-table"],
      rows: ["2.5%"],
    });
  });

  it("refuses a name the page does not have, listing those it has", () => {
    expect(() => withFigures("a {{premiun}} price", figures, "/cash-discount")).toThrow(
      new FigureError(
        "/cash-discount: {{premiun}} is not a figure of this page. Its figures: {{premium}}, {{days}}, {{cost-table}}.",
      ),
    );
    expect(() => withFigures("{{premium}}", {}, "/new")).toThrow(
      /It has none: write the words out/,
    );
  });

  it("refuses a table inside a sentence", () => {
    expect(() => withFigures("see {{cost-table}}", figures, "/x")).toThrow(/stands alone/);
  });
});
