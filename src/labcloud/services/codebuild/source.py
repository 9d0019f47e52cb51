"""A build's source put in its ``src/`` folder: nothing for NO_SOURCE; for S3, a zip object unpacked (names
that would leave the folder refused) or every object under a folder prefix, read as the service role
(``sourceVersion``: the zip object's version). Answers the resolved source version (the object's
version id, when its bucket is versioned)."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path, PurePosixPath
from typing import Any

from labcloud.context import Principal
from labcloud.services.codebuild import s3_objects
from labcloud.services.codebuild.state import CodeBuildState

#: Files and bytes one source may unpack to.
MAX_FILES = 100_000
MAX_BYTES = 2 * 1024 * 1024 * 1024


class SourceError(ValueError):
    """The source could not be read or unpacked (the DOWNLOAD_SOURCE phase's CLIENT_ERROR)."""


def _inside(target: Path, name: str) -> Path:
    parts = PurePosixPath(name).parts
    if not parts or name.startswith("/") or ".." in parts:
        raise SourceError(f"the source holds a path outside its folder: {name}")
    return target.joinpath(*parts)


def unzip(data: bytes, target: Path) -> None:
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except zipfile.BadZipFile:
        raise SourceError("the source object is not a zip file") from None
    entries = archive.infolist()
    if len(entries) > MAX_FILES or sum(e.file_size for e in entries) > MAX_BYTES:
        raise SourceError(f"the source unpacks to more than {MAX_FILES} files or {MAX_BYTES} bytes")
    for entry in entries:
        path = _inside(target, entry.filename)
        if entry.is_dir():
            path.mkdir(parents=True, exist_ok=True)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(archive.read(entry))
        mode = (entry.external_attr >> 16) & 0o777
        if mode & 0o100:
            path.chmod(0o755)


async def fetch(
    state: CodeBuildState,
    account: str,
    region: str,
    principal: Principal,
    source: dict[str, Any],
    version: str,
    target: Path,
) -> str:
    if source["type"] != "S3":
        return ""
    bucket, _, key = str(source["location"]).partition("/")
    try:
        if key.endswith("/"):
            if version:
                raise SourceError("sourceVersion names an object version: the source is a folder")
            names = await s3_objects.keys(state, account, region, principal, bucket, key)
            if not names:
                raise SourceError(f"no objects under s3://{bucket}/{key}")
            for name in names[:MAX_FILES]:
                if name.endswith("/"):
                    continue
                data, _ = await s3_objects.read(state, account, region, principal, bucket, name)
                path = _inside(target, name[len(key) :])
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(data)
            return ""
        data, resolved = await s3_objects.read(state, account, region, principal, bucket, key, version)
    except s3_objects.TooLarge as exc:
        raise SourceError(f"the source object is {exc}") from None
    unzip(data, target)
    return resolved
