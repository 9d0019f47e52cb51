"""A build's S3 artifacts: the files the buildspec's ``artifacts`` names (globs relative to
``base-directory``, ``**`` crossing folders; ``exclude-paths``; ``discard-paths`` keeping only base names),
written to the project's bucket as the service role, at ``<path>/<build uuid if BUILD_ID>/<name>``: one
zip object when packaging is ZIP (its md5 and sha256 answered), else one object per file under that
folder. The name is the buildspec's ``artifacts.name`` when the project sets overrideArtifactName."""

from __future__ import annotations

import fnmatch
import hashlib
import io
import zipfile
from pathlib import Path
from typing import Any

from labcloud.context import Principal
from labcloud.services.codebuild import s3_objects
from labcloud.services.codebuild.buildspec import Buildspec
from labcloud.services.codebuild.state import CodeBuildState

#: Largest artifact zip (and largest total of loose files) a build uploads.
MAX_BYTES = 512 * 1024 * 1024


class ArtifactError(ValueError):
    """No file matched, or too much (the UPLOAD_ARTIFACTS phase's CLIENT_ERROR)."""


def matched(src: Path, spec: Buildspec) -> list[tuple[Path, str]]:
    """(file, its name in the artifact) for each file the buildspec names."""
    base = src / spec.base_directory if spec.base_directory else src
    found: dict[Path, str] = {}
    for given in spec.files:
        pattern = given.strip()
        while pattern.startswith("./"):
            pattern = pattern[2:]
        if pattern in ("", ".") or pattern.startswith("/") or ".." in pattern.split("/"):
            raise ArtifactError(f"invalid artifact path {given}")
        for path in sorted(base.glob(pattern)):
            if path.is_file() and not path.is_symlink():
                rel = path.relative_to(base).as_posix()
                if any(fnmatch.fnmatch(rel, ex) for ex in spec.exclude):
                    continue
                found[path] = path.name if spec.discard_paths else rel
    if not found:
        raise ArtifactError("no matching artifact paths found")
    return list(found.items())


def location(artifacts: dict[str, Any], spec: Buildspec, build_uuid: str) -> tuple[str, str]:
    """(bucket, key) of the artifact: a zip object's key or the folder holding the files."""
    name = (
        spec.artifact_name
        if artifacts.get("overrideArtifactName") and spec.artifact_name
        else artifacts["name"]
    )
    parts = [p for p in str(artifacts.get("path") or "").split("/") if p]
    if artifacts.get("namespaceType") == "BUILD_ID":
        parts.append(build_uuid)
    parts.append(name)
    return str(artifacts["location"]), "/".join(parts)


async def upload(
    state: CodeBuildState,
    account: str,
    region: str,
    principal: Principal,
    artifacts: dict[str, Any],
    spec: Buildspec,
    src: Path,
    build_uuid: str,
) -> dict[str, Any]:
    """Upload the artifact; answers the build's ``artifacts`` member."""
    files = matched(src, spec)
    if sum(path.stat().st_size for path, _ in files) > MAX_BYTES:
        raise ArtifactError(f"the artifact files are larger than {MAX_BYTES} bytes")
    bucket, key = location(artifacts, spec, build_uuid)
    out: dict[str, Any] = {"location": f"arn:aws:s3:::{bucket}/{key}"}
    if artifacts.get("packaging") == "ZIP":
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
            for path, name in files:
                archive.write(path, name)
        data = buffer.getvalue()
        await s3_objects.write(state, account, region, principal, bucket, key, data)
        out.update(md5sum=hashlib.md5(data).hexdigest(), sha256sum=hashlib.sha256(data).hexdigest())
    else:
        for path, name in files:
            await s3_objects.write(
                state, account, region, principal, bucket, f"{key}/{name}", path.read_bytes()
            )
    out["overrideArtifactName"] = bool(artifacts.get("overrideArtifactName"))
    out["encryptionDisabled"] = bool(artifacts.get("encryptionDisabled"))
    return out
