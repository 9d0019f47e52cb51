"""Deployment packages: CodeSha256 and safe, content-addressed, read-only extraction.

A zip (function code or layer) is extracted once per SHA-256 into ``root/<hex sha>/``. The
extraction goes to a temporary folder first and is renamed into place, so a folder that exists
is always complete. Entries escaping the folder (``../``, absolute paths, symlinks pointing
outside) are refused, the unzipped size is capped like AWS (250 MB), and the Unix permission
bits stored in the zip (notably exec bits of a ``bootstrap``) are kept, made readable by everyone (a
sandbox may run as a user of its own) and never setuid or setgid.
"""

from __future__ import annotations

import asyncio
import base64
import functools
import hashlib
import io
import os
import posixpath
import shutil
import stat
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

from labcloud.errors import AwsError

MAX_UNZIPPED_BYTES = 262_144_000
_UNZIP_FAILED = "Could not unzip uploaded file. Please check your file, then try to upload again."
_TOO_LARGE = f"Unzipped size must be smaller than {MAX_UNZIPPED_BYTES} bytes"


@dataclass(frozen=True)
class CodeArtifact:
    """An extracted package: ``sha256_b64`` is AWS's CodeSha256, ``size`` the zip's byte size."""

    sha256_b64: str
    size: int
    path: Path


def code_sha256(zip_bytes: bytes) -> str:
    """Base64 of the SHA-256 of the zip bytes, exactly as Lambda reports CodeSha256."""
    return base64.b64encode(hashlib.sha256(zip_bytes).digest()).decode("ascii")


def extract_code(zip_bytes: bytes, root: Path, *, max_unzipped: int = MAX_UNZIPPED_BYTES) -> CodeArtifact:
    """Extract ``zip_bytes`` under ``root`` (blocking: call it through :func:`extract_code_async`
    or ``asyncio.to_thread`` from the event loop). Layers use the same function: a layer's
    ``python/`` subfolder is what the sandboxes put on the path.
    """
    digest = hashlib.sha256(zip_bytes).digest()
    artifact_path = Path(root) / digest.hex()
    artifact = CodeArtifact(base64.b64encode(digest).decode("ascii"), len(zip_bytes), artifact_path)
    if artifact_path.is_dir():
        return artifact
    Path(root).mkdir(parents=True, exist_ok=True)
    try:
        archive = zipfile.ZipFile(io.BytesIO(zip_bytes))
    except (zipfile.BadZipFile, ValueError, OSError) as exc:
        raise AwsError("InvalidParameterValueException", _UNZIP_FAILED, status=400) from exc
    staging = Path(tempfile.mkdtemp(prefix=".extract-", dir=root))
    try:
        with archive:
            _extract_all(archive, staging, max_unzipped)
        _make_read_only(staging)
        try:
            os.rename(staging, artifact_path)
        except OSError:
            if not artifact_path.is_dir():  # someone else won the race otherwise
                raise
            _remove_tree(staging)
    except BaseException:
        _remove_tree(staging)
        raise
    return artifact


async def extract_code_async(zip_bytes: bytes, root: Path) -> CodeArtifact:
    """:func:`extract_code` run in a worker thread, for use inside the event loop."""
    return await asyncio.to_thread(extract_code, zip_bytes, root)


def _entry_target(name: str) -> str:
    """The normalised relative path of an entry, or raise if it would leave the folder."""
    if not name or name.startswith(("/", "\\")) or (len(name) > 1 and name[1] == ":"):
        raise AwsError("InvalidParameterValueException", _UNZIP_FAILED, status=400)
    parts = name.replace("\\", "/").split("/")
    if any(part == ".." for part in parts):
        raise AwsError("InvalidParameterValueException", _UNZIP_FAILED, status=400)
    return posixpath.normpath("/".join(p for p in parts if p not in ("", ".")) or ".")


def _extract_all(archive: zipfile.ZipFile, dest: Path, max_unzipped: int) -> None:
    infos = archive.infolist()
    if sum(info.file_size for info in infos) >= max_unzipped:
        raise AwsError("InvalidParameterValueException", _TOO_LARGE, status=400)
    written = 0
    try:
        for info in infos:
            rel = _entry_target(info.filename)
            target = dest / rel
            mode = (info.external_attr >> 16) & 0xFFFF if info.create_system == 3 else 0
            if info.is_dir() or rel == ".":
                target.mkdir(parents=True, exist_ok=True)
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            if stat.S_ISLNK(mode):
                link = archive.read(info).decode("utf-8")
                resolved = posixpath.normpath(posixpath.join(posixpath.dirname(rel), link))
                if link.startswith("/") or resolved == ".." or resolved.startswith("../"):
                    raise AwsError("InvalidParameterValueException", _UNZIP_FAILED, status=400)
                os.symlink(link, target)
                continue
            with archive.open(info) as src, open(target, "wb") as out:
                while chunk := src.read(1 << 20):
                    written += len(chunk)
                    if written >= max_unzipped:
                        raise AwsError("InvalidParameterValueException", _TOO_LARGE, status=400)
                    out.write(chunk)
            perms = (mode & 0o777) or 0o644  # never setuid/setgid: the files belong to the server's user
            os.chmod(target, perms | 0o444)  # readable by a sandbox's own user
    except (
        zipfile.BadZipFile,
        zipfile.LargeZipFile,
        EOFError,
        UnicodeDecodeError,
        NotImplementedError,
    ) as exc:
        raise AwsError("InvalidParameterValueException", _UNZIP_FAILED, status=400) from exc


@functools.cache
def ensure_readable(folder: Path) -> None:
    """Make a folder extracted by an older labcloud (files readable by their owner only) readable
    by a sandbox's dedicated user; once per folder and process."""
    for dirpath, _dirnames, filenames in os.walk(folder):
        for name in filenames:
            path = os.path.join(dirpath, name)
            mode = os.lstat(path).st_mode
            if not stat.S_ISLNK(mode) and (mode & 0o444 != 0o444 or mode & 0o6000):
                os.chmod(path, stat.S_IMODE(mode) & 0o555 | 0o444)


def _make_read_only(folder: Path) -> None:
    for dirpath, _dirnames, filenames in os.walk(folder):
        for name in filenames:
            path = os.path.join(dirpath, name)
            if not os.path.islink(path):
                os.chmod(path, stat.S_IMODE(os.lstat(path).st_mode) & ~0o222)
        os.chmod(dirpath, 0o555)


def _remove_tree(folder: Path) -> None:
    if not folder.exists():
        return
    for dirpath, _dirs, _files in os.walk(folder):
        os.chmod(dirpath, 0o755)
    shutil.rmtree(folder, ignore_errors=True)
