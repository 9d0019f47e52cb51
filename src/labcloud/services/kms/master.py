"""The data dir's master key: every KMS key's material is stored wrapped (AES-256-GCM) under it.

The master key is 32 random bytes in ``<data dir>/kms-master.key``, created with mode 0600 on first
start and read afterwards; a server without a data dir (in memory) draws one per process. Anyone who
can read both the database and that file can read the key material: the file's permissions are the
protection, as documented in docs/kms.md.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

FILE_NAME = "kms-master.key"
_WRAP_AAD = b"labcloud-kms-material-v1"
_PROCESS_SECRET = os.urandom(32)  # what AESGCM.generate_key(256) draws, without importing cryptography


class MasterKey:
    def __init__(self, secret: bytes) -> None:
        self._secret = secret
        self._cipher: AESGCM | None = None  # built on first use: cryptography is imported then

    @property
    def _aead(self) -> AESGCM:
        if self._cipher is None:
            from cryptography.hazmat.primitives.ciphers.aead import AESGCM

            self._cipher = AESGCM(self._secret)
        return self._cipher

    @staticmethod
    def load(data_dir: Path | None) -> MasterKey:
        if data_dir is None:  # one per process: a hub started again in it (a state load) still reads keys
            return MasterKey(_PROCESS_SECRET)
        path = data_dir / FILE_NAME
        try:
            secret = path.read_bytes()
        except FileNotFoundError:
            secret = os.urandom(32)
            data_dir.mkdir(parents=True, exist_ok=True)
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(fd, "wb") as out:
                out.write(secret)
                out.flush()
                os.fsync(out.fileno())
        if len(secret) != 32:
            raise RuntimeError(f"{path} is not a labcloud KMS master key (expected 32 bytes)")
        return MasterKey(secret)

    def wrap(self, material: bytes) -> bytes:
        nonce = os.urandom(12)
        return nonce + self._aead.encrypt(nonce, material, _WRAP_AAD)

    def unwrap(self, wrapped: bytes) -> bytes:
        return self._aead.decrypt(wrapped[:12], wrapped[12:], _WRAP_AAD)
