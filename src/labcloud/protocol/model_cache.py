"""A per-user cache of the service models labcloud serves, stripped of their prose, one pickle file each.

botocore ships each model gzipped with its documentation (three quarters of the text); reading the
eleven of them takes ~130 ms of CPU at every start. The stripped models, written once per botocore
version to ``$XDG_CACHE_HOME/labcloud/models-<version>/`` (``~/.cache/labcloud/...``), load in a few
ms each, so the first request of a service waits at most for its own model. The cache is derived
data only: it is skipped when ``~/.aws/models`` exists (custom models botocore's loader would pick
up) or when ``LABCLOUD_MODEL_CACHE=0``; a file that cannot be read is loaded from botocore again and
rewritten.

A file is a header (a magic string, this format, botocore's version, the payload's length and CRC-32)
and a pickle of the model's plain JSON values, each shape pickled on its own: the model unpickles with its
shapes still pickled (:class:`LazyShapes`), and a shape is unpickled when first asked for, so a first
request reads the few dozen shapes of its operation, not all of them (EC2's 4,421: ~12 ms of its first
call before; issue 40). The file is never trusted blindly: a header that is not this
labcloud's and botocore's, a payload of the wrong length or checksum, or a pickle that names any class
or callable (the unpickler refuses every global, so nothing can run) makes it a miss, as does a result
that is not a model; a shape whose own pickle is refused when it is first asked for is read from
botocore's model instead.
"""

from __future__ import annotations

import io
import os
import pickle
import threading
import zlib
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

import botocore

#: Bumped when what is cached changes.
FORMAT = 3

_MAGIC = b"labcloud-model\n"


def _header(length: int, checksum: int) -> bytes:
    return _MAGIC + f"{FORMAT} {botocore.__version__} {length} {checksum}\n".encode()


class _PlainValues(pickle.Unpickler):
    """Unpickles dicts, lists, strings, numbers, booleans and None only: every global is refused."""

    def find_class(self, module: str, name: str) -> Any:
        raise pickle.UnpicklingError(f"a cached model may not name {module}.{name}")

    def persistent_load(self, pid: Any) -> Any:
        raise pickle.UnpicklingError("a cached model has no persistent ids")


def decode(blob: bytes) -> Any:
    """The model in ``blob``, or None when the header, length or checksum is not what this writes."""
    if not blob.startswith(_MAGIC):
        return None
    line_end = blob.find(b"\n", len(_MAGIC))
    if line_end < 0:
        return None
    try:
        fmt, version, length, checksum = blob[len(_MAGIC) : line_end].decode("ascii").split(" ")
        if fmt != str(FORMAT) or version != botocore.__version__:
            return None
        payload = memoryview(blob)[line_end + 1 :]
        if len(payload) != int(length) or zlib.crc32(payload) != int(checksum):
            return None
        document = _PlainValues(io.BytesIO(payload)).load()
    except (ValueError, UnicodeDecodeError, pickle.UnpicklingError, EOFError, IndexError):
        return None
    if isinstance(document, dict) and "shapes" in document:
        shapes = document["shapes"]
        if not isinstance(shapes, dict) or not all(isinstance(v, bytes) for v in shapes.values()):
            return None
        document["shapes"] = LazyShapes(shapes)
    return document


class LazyShapes(Mapping[str, Any]):
    """A model's shapes, each unpickled (plain values only) when first asked for.

    ``fallback`` gives the shapes as botocore has them, for a shape whose pickle is refused (a file
    changed under a valid checksum): that shape is read from there, never a failed request."""

    def __init__(self, pickled: dict[str, bytes]) -> None:
        self._pickled = pickled
        self._shapes: dict[str, Any] = {}
        self.fallback: Callable[[], Mapping[str, Any]] | None = None

    def __getitem__(self, name: str) -> Any:
        found = self._shapes.get(name)
        if found is None:
            blob = self._pickled[name]
            try:
                found = _PlainValues(io.BytesIO(blob)).load()
            except (ValueError, pickle.UnpicklingError, EOFError, IndexError):
                if self.fallback is None:
                    raise
                found = self.fallback()[name]
            self._shapes[name] = found
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(self._pickled)

    def __len__(self) -> int:
        return len(self._pickled)

    def __contains__(self, name: object) -> bool:
        return name in self._pickled


def _plain(value: Any) -> Any:
    """``value`` with botocore's ``OrderedDict`` objects as plain dicts (what parsing its JSON gives), so
    the pickle names no class."""
    if isinstance(value, Mapping):  # a dict, or shapes read lazily from this cache
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_plain(item) for item in value]
    return value


def encode(model: dict[str, Any]) -> bytes:
    """What :func:`store` writes for ``model``."""
    plain = _plain(model)
    if isinstance(plain.get("shapes"), dict):
        plain["shapes"] = {
            name: pickle.dumps(shape, protocol=pickle.HIGHEST_PROTOCOL)
            for name, shape in plain["shapes"].items()
        }
    payload = pickle.dumps(plain, protocol=pickle.HIGHEST_PROTOCOL)
    return _header(len(payload), zlib.crc32(payload)) + payload


_hits: set[str] = set()
_stored: set[str] = set()


def directory() -> Path | None:
    """Where the cache lives, or None when it is not to be used."""
    if os.environ.get("LABCLOUD_MODEL_CACHE", "1") == "0":
        return None
    home = Path.home()
    if (home / ".aws" / "models").exists():
        return None
    base = Path(os.environ.get("XDG_CACHE_HOME") or home / ".cache") / "labcloud"
    return base / f"models-{FORMAT}-{botocore.__version__}"


def lookup(name: str) -> dict[str, Any] | None:
    """The cached model ``name``, or None (no cache, not written yet, or unreadable)."""
    where = directory()
    if where is None:
        return None
    try:
        with open(where / f"{name}.model", "rb") as fh:
            document = decode(fh.read())
    except OSError:
        return None
    if not isinstance(document, dict) or "operations" not in document:
        return None
    _hits.add(name)
    return document


def store(models: dict[str, dict[str, Any]]) -> None:
    """Write the models not read from the cache (atomically: several servers may start at once)."""
    where = directory()
    if where is None:
        return
    for name, model in models.items():
        if name in _hits or name in _stored:
            continue
        _stored.add(name)
        try:
            where.mkdir(parents=True, exist_ok=True)
            temp = where / f".{name}.{os.getpid()}.{threading.get_ident()}"
            with open(temp, "wb") as fh:
                fh.write(encode(model))
            os.replace(temp, where / f"{name}.model")
        except OSError:
            return
