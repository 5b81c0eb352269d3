import { type AddressInfo, connect, createServer, type Socket } from "node:net";
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
  // A page's next step waits on a socket, as a request's body or a database reply does. The bytes
  // arrive while the lane is busy: piece 3 sends them over loopback, so they are in the socket's
  // buffer before piece 3 returns (a file read would instead wait for a thread-pool thread, which a
  // loaded machine may not schedule for many turns: that measured the machine, not the lane).
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const accepted = new Promise<Socket>((resolve) => server.once("connection", resolve));
  const sender = connect(port, "127.0.0.1");
  const receiver = await accepted;
  await new Promise((resolve) => sender.once("connect", resolve));

  const order: string[] = [];
  const page = new Promise<void>((resolve) =>
    receiver.once("data", () => {
      order.push("page");
      resolve();
    }),
  );
  // Many pieces of background work queued at once, as ten uploads arriving together make, each a
  // millisecond of work.
  const pieces = Array.from({ length: 40 }, (_, n) =>
    backgroundTurn().then(() => {
      const until = performance.now() + 1;
      while (performance.now() < until);
      order.push(`piece ${n}`);
      if (n === 3) sender.write("next step");
    }),
  );
  await Promise.all([...pieces, page]);
  sender.destroy();
  receiver.destroy();
  server.close();

  // The page's step ran on the turn after its bytes came, not after the other 36 pieces (as it
  // would if the pieces all went at once, or the lane ran them back to back).
  const sent = order.indexOf("piece 3");
  expect(order.indexOf("page")).toBeGreaterThan(sent);
  expect(order.indexOf("page")).toBeLessThanOrEqual(sent + 3);
  expect(order.filter((step) => step.startsWith("piece"))).toHaveLength(40);
});

test("an idle lane lets a waiter go on the next turn, ahead of work scheduled after it", async () => {
  let laterTurnRan = false;
  const went = backgroundTurn().then(() => laterTurnRan);
  setImmediate(() => {
    laterTurnRan = true;
  });
  expect(await went).toBe(false);
  expect(backgroundWaiting()).toBe(0);
});
