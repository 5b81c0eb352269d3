import { readFile } from "node:fs/promises";
import { backgroundTurn, backgroundWaiting } from "./background-lane.mjs";

test("waiters go one a turn of the event loop, in the order they asked", async () => {
  const order: string[] = [];
  const waiters = ["a", "b", "c"].map((name) =>
    backgroundTurn().then(() => {
      order.push(name);
      // Each goes on a turn of its own: the next has not gone yet when this one runs.
      order.push(`waiting ${backgroundWaiting()}`);
    }),
  );
  expect(backgroundWaiting()).toBe(3);
  await Promise.all(waiters);
  expect(order).toEqual(["a", "waiting 2", "b", "waiting 1", "c", "waiting 0"]);
});

test("I/O that completes meanwhile runs before the next waiter: a page's step is not held", async () => {
  const order: string[] = [];
  // Many pieces of background work queued at once, as ten uploads arriving together make, each
  // a millisecond of work.
  const pieces = Array.from({ length: 40 }, (_, n) =>
    backgroundTurn().then(() => {
      const until = performance.now() + 1;
      while (performance.now() < until);
      order.push(`piece ${n}`);
    }),
  );
  // A page's next step: a file read, answered on an I/O turn.
  const page = readFile(__filename).then(() => order.push("page"));
  await Promise.all([...pieces, page]);
  // The read came back within a few turns, not after all forty pieces (as it would if they all
  // went at once).
  expect(order.indexOf("page")).toBeLessThan(10);
  expect(order.filter((step) => step.startsWith("piece"))).toHaveLength(40);
});

test("an idle lane lets a waiter go on the next turn", async () => {
  const started = performance.now();
  await backgroundTurn();
  expect(performance.now() - started).toBeLessThan(50);
  expect(backgroundWaiting()).toBe(0);
});
