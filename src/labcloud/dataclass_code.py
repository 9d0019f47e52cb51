"""The code ``dataclass`` generates, compiled once per user and Python instead of at every start.

Building a dataclass compiles each method it generates (``__init__``, a frozen record's ``__setattr__``
and ``__delattr__``, ...) from text: ~0.1 ms each, ~40 ms of the ~100 records the server builds before it
answers and a few ms of each service's first call (issue 40). ``labcloud up`` installs this cache: the
``dataclasses`` module then runs the code compiled from the same text by an earlier start, read from
``$XDG_CACHE_HOME/labcloud/dataclass-code-<bytecode>`` (each entry unmarshalled only when asked for);
text not met before is compiled exactly as ``dataclasses`` compiles it and written when the server
stops. The key is a digest of the text, so a changed record never meets stale code, and the file is
keyed by Python's bytecode magic and optimisation level. It is derived data, trusted as the bytecode cache
beside it is (``bytecode.py``): a file that is not this format, or whose length or checksum is wrong, is a
miss. ``LABCLOUD_DATACLASS_CACHE=0`` turns it off.
"""

from __future__ import annotations

import builtins
import dataclasses
import hashlib
import marshal
import os
import struct
import sys
import threading
import zlib
from importlib.util import MAGIC_NUMBER
from pathlib import Path
from types import CodeType
from typing import Any

#: Bumped when what the file holds changes.
FORMAT = 2
_MAGIC = b"labcloud-dataclass-code\n"
#: Beyond this many entries (every record of every service is ~1,500), a save keeps only the ones this
#: process used: text of older labcloud versions goes, and the index a start reads stays small.
MAX_ENTRIES = 5_000


def cache_path() -> Path | None:
    """The cache file for this Python, or None when the cache is turned off."""
    if os.environ.get("LABCLOUD_DATACLASS_CACHE", "1") == "0":
        return None
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "labcloud"
    return base / f"dataclass-code-{MAGIC_NUMBER.hex()}-O{sys.flags.optimize}"


def _key(source: str) -> bytes:
    return hashlib.sha256(source.encode("utf-8", "surrogatepass")).digest()


_ENTRY = struct.Struct("<32sIII")  # digest, offset and length in the data, CRC-32 of the entry


def encode(entries: dict[bytes, bytes]) -> bytes:
    """The file for ``entries`` (digest of the text → its marshalled code): a header, an index of fixed-size
    rows (checked by a CRC-32 of its own) and the entries, each checked by its row's CRC-32 when first read,
    so a start reads the index, never the whole file's worth of code it does not run."""
    index = bytearray()
    data = bytearray()
    for key, value in entries.items():
        index += _ENTRY.pack(key, len(data), len(value), zlib.crc32(value))
        data += value
    header = f"{FORMAT} {len(entries)} {len(data)} {zlib.crc32(index)}\n".encode()
    return _MAGIC + header + bytes(index) + bytes(data)


def decode(blob: bytes) -> dict[bytes, bytes]:
    """Every entry in ``blob`` that reads back whole (the tests' view of :func:`index`)."""
    found = index(blob)
    return {key: value for key in found if (value := entry(blob, found, key)) is not None}


def index(blob: bytes) -> dict[bytes, tuple[int, int, int]]:
    """Digest → (offset, length, CRC-32) of each entry; none when ``blob`` is not a whole file of this format."""
    if not blob.startswith(_MAGIC):
        return {}
    line_end = blob.find(b"\n", len(_MAGIC))
    try:
        fmt, count, length, checksum = blob[len(_MAGIC) : line_end].decode("ascii").split(" ")
        rows = memoryview(blob)[line_end + 1 : line_end + 1 + int(count) * _ENTRY.size]
        data_start = line_end + 1 + len(rows)
        if line_end < 0 or fmt != str(FORMAT) or len(rows) != int(count) * _ENTRY.size:
            return {}
        if len(blob) - data_start != int(length) or zlib.crc32(rows) != int(checksum):
            return {}
    except (ValueError, UnicodeDecodeError):
        return {}
    found: dict[bytes, tuple[int, int, int]] = {}
    for key, offset, size, crc in _ENTRY.iter_unpack(rows):
        if offset + size > int(length):
            return {}
        found[key] = (data_start + offset, size, crc)
    return found


def entry(blob: bytes, found: dict[bytes, tuple[int, int, int]], key: bytes) -> bytes | None:
    """The entry ``key`` of ``blob``, or None when it is not there or its bytes are not what was written."""
    where = found.get(key)
    if where is None:
        return None
    offset, size, crc = where
    value = blob[offset : offset + size]
    return value if zlib.crc32(value) == crc else None


class CodeCache:
    """Compiled code by digest of its text: what ``dataclasses`` calls instead of ``exec``."""

    def __init__(self, path: Path) -> None:
        self.path = path
        try:
            self._blob = path.read_bytes()
        except OSError:
            self._blob = b""
        self._index = index(self._blob)
        self._code: dict[bytes, CodeType] = {}
        #: Entries compiled by this process, not in the file yet.
        self._new: dict[bytes, bytes] = {}
        self.compiled = 0

    def code(self, source: str) -> CodeType:
        """``source`` compiled as ``exec`` compiles it in ``dataclasses`` (whose module inherits no
        ``__future__`` flags), from the cache when an earlier process compiled the same text."""
        key = _key(source)
        code = self._code.get(key)
        if code is not None:
            return code
        stored = entry(self._blob, self._index, key)
        if stored is not None:
            try:
                loaded = marshal.loads(stored)
            except (ValueError, EOFError, TypeError):
                loaded = None
            if isinstance(loaded, CodeType):
                self._code[key] = loaded
                return loaded
        code = compile(source, "<string>", "exec", dont_inherit=True)
        self.compiled += 1
        self._code[key] = code
        self._new[key] = marshal.dumps(code)
        return code

    def exec(self, source: Any, globals: Any = None, locals: Any = None) -> None:  # noqa: A002 - exec's own names
        if type(source) is str:
            source = self.code(source)
        builtins.exec(source, globals, locals)

    def save(self) -> None:
        """Write the file with what this process compiled (atomically: servers start and stop at once)."""
        new = self._new.copy()
        if not new:
            return
        used = self._code.copy()
        keep = (
            self._index
            if len(self._index) + len(new) <= MAX_ENTRIES
            else {k: v for k, v in self._index.items() if k in used}
        )
        entries = {key: value for key in keep if (value := entry(self._blob, self._index, key)) is not None}
        entries.update(new)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            temp = self.path.with_name(f".{self.path.name}.{os.getpid()}.{threading.get_ident()}")
            blob = encode(entries)
            temp.write_bytes(blob)
            os.replace(temp, self.path)
        except OSError:
            return
        self._blob = blob
        self._index = index(blob)
        for key in new:
            self._new.pop(key, None)


_installed: CodeCache | None = None


def install() -> CodeCache | None:
    """Have ``dataclasses`` run cached code from now on (``labcloud up``, before the server's modules
    are imported); the cache, or None when it is turned off."""
    global _installed
    path = cache_path()
    if path is None:
        return None
    if _installed is None:
        _installed = CodeCache(path)
        setattr(dataclasses, "exec", _installed.exec)  # noqa: B010 - a module global that shadows the builtin
    return _installed


def uninstall() -> None:
    """Back to ``dataclasses`` compiling every time (tests)."""
    global _installed
    _installed = None
    if "exec" in vars(dataclasses):
        delattr(dataclasses, "exec")


def save() -> None:
    """Write what this process compiled, if the cache is installed."""
    if _installed is not None:
        _installed.save()
