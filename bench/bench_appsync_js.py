"""APPSYNC_JS runtime benchmark: what one resolver evaluation costs in the node workers.

Run: python bench/bench_appsync_js.py   (no server: it calls the runtime library; prints numbers, asserts nothing)

Printed: the first evaluation (a node worker's start, the library's and the code's compiling), then
p50/p90/p99 over the rounds after a warm-up of a typical request handler (ddb.put with util.autoId),
of a response handler, of a query built with filters, of a code's first call (its context set up), and the throughput of 200 evaluations at once
(the pool's workers shared).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import Any

from labcloud.services.appsync.jsruntime import evaluate, pool, shutdown

ROUNDS = 300
WARMUP = 20

PUT = """import { util } from '@aws-appsync/utils';
import * as ddb from '@aws-appsync/utils/dynamodb';
export function request(ctx) {
  const { input } = ctx.args;
  ctx.stash.started = util.time.nowISO8601();
  return ddb.put({ key: { id: util.autoId() }, item: { ...input, createdAt: util.time.nowISO8601() } });
}
export function response(ctx) {
  if (ctx.error) { util.error(ctx.error.message, ctx.error.type); }
  return ctx.result;
}
"""
QUERY = """import { util } from '@aws-appsync/utils';
import * as ddb from '@aws-appsync/utils/dynamodb';
export function request(ctx) {
  const { owner, limit = 20, nextToken } = ctx.args;
  return ddb.query({ query: { owner: { eq: owner }, createdAt: { beginsWith: '2026' } },
    filter: { and: [{ status: { ne: 'deleted' } }, { title: { contains: 'x' } }] }, limit, nextToken, index: 'byOwner' });
}
export function response(ctx) { return { items: ctx.result.items, nextToken: ctx.result.nextToken }; }
"""
CONTEXT: dict[str, Any] = {
    "arguments": {"input": {"title": "hello", "body": "world", "tags": ["a", "b"]}, "owner": "u1"},
    "identity": {"sub": "abc", "username": "ana"},
    "stash": {},
    "info": {"fieldName": "createPost", "parentTypeName": "Mutation"},
}


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def timed(call: Callable[[], Awaitable[Any]]) -> list[float]:
    out: list[float] = []
    for index in range(ROUNDS + WARMUP):
        started = time.perf_counter()
        await call()
        if index >= WARMUP:
            out.append((time.perf_counter() - started) * 1000)
    return out


def show(name: str, values: list[float]) -> None:
    print(
        f"{name:<44} p50 {pct(values, 0.5):7.2f} ms  p90 {pct(values, 0.9):7.2f} ms  p99 {pct(values, 0.99):7.2f} ms"
    )


async def main() -> None:
    started = time.perf_counter()
    await evaluate(PUT, "request", CONTEXT)
    print(f"{'first evaluation (node start + compile)':<44} {(time.perf_counter() - started) * 1000:7.1f} ms")
    show("request: ddb.put + util.autoId", await timed(lambda: evaluate(PUT, "request", CONTEXT)))
    result = {**CONTEXT, "result": {"id": "1", "title": "hello"}}
    show("response: ctx.result", await timed(lambda: evaluate(PUT, "response", result)))
    show("request: ddb.query with filters", await timed(lambda: evaluate(QUERY, "request", CONTEXT)))
    fresh: list[float] = []
    for index in range(40):  # a code not seen before: its context is set up (library, code, freeze)
        started = time.perf_counter()
        await evaluate(f"{PUT}// {index}", "request", CONTEXT)
        fresh.append((time.perf_counter() - started) * 1000)
    show("a new code's first call (context set-up)", fresh)
    started = time.perf_counter()
    await asyncio.gather(*(evaluate(PUT, "request", CONTEXT) for _ in range(200)))
    took = time.perf_counter() - started
    print(
        f"{'200 at once (' + str(pool.POOL_SIZE) + ' workers)':<44} {took * 1000:7.1f} ms  {200 / took:7.0f} /s"
    )
    await shutdown()


if __name__ == "__main__":
    asyncio.run(main())
