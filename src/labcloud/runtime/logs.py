"""Sandbox output to CloudWatch-style log events.

A sandbox's stdout, stderr and telemetry log descriptor all point at one pipe, so what the
function wrote stays in order. Two kinds of data arrive on it:

* plain text (``print``, stderr, subprocesses): one event per line, like Lambda does;
* telemetry frames (awslambdaric's ``FramedTelemetryLogSink`` format, also written by the
  labcloud python and node runtime loops): ``0xA55A00xx`` type, 4-byte big-endian length,
  8-byte microsecond timestamp, message. One frame is one event, however many lines it holds
  (a multi-line ``logging`` record or an error report stays one event, as on AWS).

Messages keep their trailing newline, as Lambda's events in CloudWatch do.
"""

from __future__ import annotations

import datetime as _dt
import secrets
import time
from collections.abc import Callable

#: Decides whether an application record is kept: (the level its frame carries or None, message).
KeepRecord = Callable[[int | None, str], bool]

FRAME_MAGIC = b"\xa5\x5a\x00"
_HEADER = 16
MAX_EVENT_BYTES = 256 * 1024 - 26  # CloudWatch's event size limit, less its per-event overhead


def now_ms() -> int:
    return time.time_ns() // 1_000_000


def log_stream_name(version: str = "$LATEST", when: float | None = None) -> str:
    """A new stream name shaped like Lambda's: ``YYYY/MM/DD/[$LATEST]<32 hex>``."""
    day = _dt.datetime.fromtimestamp(time.time() if when is None else when, _dt.timezone.utc)
    return f"{day:%Y/%m/%d}/[{version}]{secrets.token_hex(16)}"


def iso_now() -> str:
    """``2024-05-01T12:00:00.123Z``: the timestamp Lambda prefixes platform lines with."""
    now = _dt.datetime.now(_dt.timezone.utc)
    return now.strftime("%Y-%m-%dT%H:%M:%S.") + f"{now.microsecond // 1000:03d}Z"


class LogStreamParser:
    """Splits the mixed text/frame byte stream of a sandbox into ``(timestamp_ms, message)``."""

    def __init__(self, keep: KeepRecord | None = None) -> None:
        self._buf = bytearray()
        self._last_ts = 0
        self._keep = keep

    def _stamp(self, ts: int) -> int:
        self._last_ts = max(ts, self._last_ts)
        return self._last_ts

    def feed(self, data: bytes) -> list[tuple[int, str]]:
        self._buf += data
        out: list[tuple[int, str]] = []
        buf = self._buf
        pos = 0
        now = now_ms()
        while pos < len(buf):
            if buf.startswith(FRAME_MAGIC, pos):
                if len(buf) - pos < _HEADER:
                    break
                length = int.from_bytes(buf[pos + 4 : pos + 8], "big")
                if len(buf) - pos < _HEADER + length:
                    break
                ts = int.from_bytes(buf[pos + 8 : pos + 16], "big") // 1000
                body = bytes(buf[pos + _HEADER : pos + _HEADER + length])
                level = (buf[pos + 3] >> 2) & 0x7
                pos += _HEADER + length
                if self._keep is None or self._keep(level or None, body.decode("utf-8", "replace")):
                    out.extend(self._events(self._stamp(ts), body))
                continue
            newline = buf.find(b"\n", pos)
            magic = buf.find(FRAME_MAGIC, pos + 1)
            if newline >= 0 and (magic < 0 or newline < magic):
                end = newline + 1
            elif magic >= 0:
                end = magic
            else:
                # keep a short tail back: it may be the start of a frame header
                if len(buf) - pos > MAX_EVENT_BYTES:
                    end = len(buf) - 2
                else:
                    break
            line = bytes(buf[pos:end])
            if self._keep is None or self._keep(None, line.decode("utf-8", "replace")):
                out.extend(self._events(self._stamp(now), line))
            pos = end
        del buf[:pos]
        return out

    def flush(self) -> list[tuple[int, str]]:
        """Whatever is left (a line without its newline) as a final event."""
        if not self._buf:
            return []
        rest = bytes(self._buf)
        self._buf.clear()
        if self._keep is not None and not self._keep(None, rest.decode("utf-8", "replace")):
            return []
        return self._events(self._stamp(now_ms()), rest)

    @staticmethod
    def _events(ts: int, body: bytes) -> list[tuple[int, str]]:
        if len(body) <= MAX_EVENT_BYTES:
            return [(ts, body.decode("utf-8", "replace"))]
        return [
            (ts, body[i : i + MAX_EVENT_BYTES].decode("utf-8", "replace"))
            for i in range(0, len(body), MAX_EVENT_BYTES)
        ]


def start_line(request_id: str, version: str) -> str:
    return f"START RequestId: {request_id} Version: {version}\n"


def end_line(request_id: str) -> str:
    return f"END RequestId: {request_id}\n"


def report_line(
    request_id: str,
    duration_ms: float,
    billed_ms: int,
    memory_mb: int,
    max_used_mb: int,
    init_ms: float | None,
    status: str | None = None,
    error_type: str | None = None,
) -> str:
    """Lambda's REPORT line, tab separated, each field followed by a tab."""
    line = (
        f"REPORT RequestId: {request_id}\tDuration: {duration_ms:.2f} ms\tBilled Duration: {billed_ms} ms\t"
        f"Memory Size: {memory_mb} MB\tMax Memory Used: {max_used_mb} MB\t"
    )
    if init_ms is not None:
        line += f"Init Duration: {init_ms:.2f} ms\t"
    if status:
        line += f"Status: {status}\t"
    if error_type:
        line += f"Error Type: {error_type}\t"
    return line + "\n"
