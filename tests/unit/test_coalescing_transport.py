"""CoalescingTransport: the writes of one event-loop turn reach the socket as one write, in order."""

from __future__ import annotations

import asyncio
from typing import Any

from labcloud.server_protocol import CoalescingTransport


class FakeTransport:
    def __init__(self) -> None:
        self.writes: list[bytes] = []
        self.closed = False
        self.aborted = False

    def write(self, data: bytes) -> None:
        assert not self.closed
        self.writes.append(data)

    def is_closing(self) -> bool:
        return self.closed

    def close(self) -> None:
        self.closed = True

    def abort(self) -> None:
        self.aborted = True
        self.closed = True

    def get_write_buffer_size(self) -> int:
        return 0

    def get_extra_info(self, name: str) -> Any:
        return ("127.0.0.1", 1234) if name == "peername" else None


def run(body: Any) -> Any:
    loop = asyncio.new_event_loop()
    try:
        return loop.run_until_complete(body(loop))
    finally:
        loop.close()


def test_head_and_body_written_in_one_turn_go_out_as_one_write() -> None:
    async def body(loop: asyncio.AbstractEventLoop) -> FakeTransport:
        raw = FakeTransport()
        transport = CoalescingTransport(raw, loop)
        transport.write(b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n")
        transport.write(b"{}")
        assert raw.writes == []
        assert transport.get_write_buffer_size() == 40
        await asyncio.sleep(0)
        return raw

    raw = run(body)
    assert raw.writes == [b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n{}"]


def test_each_turn_flushes_its_own_writes_in_order() -> None:
    async def body(loop: asyncio.AbstractEventLoop) -> FakeTransport:
        raw = FakeTransport()
        transport = CoalescingTransport(raw, loop)
        for chunk in (b"a", b"b", b"", b"c"):
            transport.write(chunk)
            await asyncio.sleep(0)
        return raw

    assert run(body).writes == [b"a", b"b", b"c"]


def test_close_sends_what_is_buffered_first_and_abort_drops_it() -> None:
    async def body(loop: asyncio.AbstractEventLoop) -> tuple[FakeTransport, FakeTransport]:
        closing, aborting = FakeTransport(), FakeTransport()
        first = CoalescingTransport(closing, loop)
        first.write(b"last words")
        first.close()
        second = CoalescingTransport(aborting, loop)
        second.write(b"never sent")
        second.abort()
        await asyncio.sleep(0)
        return closing, aborting

    closing, aborting = run(body)
    assert closing.writes == [b"last words"] and closing.closed
    assert aborting.writes == [] and aborting.aborted


def test_other_attributes_are_the_real_transport_s() -> None:
    async def body(loop: asyncio.AbstractEventLoop) -> Any:
        return CoalescingTransport(FakeTransport(), loop).get_extra_info("peername")

    assert run(body) == ("127.0.0.1", 1234)
