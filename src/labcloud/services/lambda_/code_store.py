"""Where function and layer code lives on disk: zips extracted under the scratch folder
(``lambda/code``) and the original zips kept for GetFunction's code download (``lambda/zips``)."""

from __future__ import annotations

import asyncio
import uuid
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from labcloud.services.lambda_.state import LambdaState


def code_root(state: LambdaState) -> Path:
    return Path(state.settings.scratch_dir) / "lambda" / "code"


def zip_root(state: LambdaState) -> Path:
    return Path(state.settings.scratch_dir) / "lambda" / "zips"


async def store_code(state: LambdaState, zip_bytes: bytes) -> tuple[str, int, str, str]:
    """Extract and keep a zip: (CodeSha256, size, code folder, hex digest)."""
    codes, zips = code_root(state), zip_root(state)

    def work() -> tuple[str, int, str, str]:
        from labcloud.runtime import extract_code  # the zip and sandbox machinery: only when code arrives

        artifact = extract_code(zip_bytes, codes)
        hex_digest = artifact.path.name
        zips.mkdir(parents=True, exist_ok=True)
        target = zips / f"{hex_digest}.zip"
        if not target.exists():
            tmp = target.with_suffix(f".{uuid.uuid4().hex}.tmp")
            tmp.write_bytes(zip_bytes)
            tmp.rename(target)
        return artifact.sha256_b64, artifact.size, str(artifact.path), hex_digest

    return await asyncio.to_thread(work)


class KeptZips:
    """:class:`~labcloud.services.lambda_.interfaces.FunctionCode`: the kept zips, by their download URL."""

    def __init__(self, state: LambdaState) -> None:
        self.state = state

    def zip_of(self, location: str) -> bytes | None:
        digest = location.rstrip("/").rsplit("/", 1)[-1]
        if not digest.isalnum():
            return None
        path = zip_root(self.state) / f"{digest}.zip"
        return path.read_bytes() if path.is_file() else None
