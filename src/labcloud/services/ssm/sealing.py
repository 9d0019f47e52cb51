"""The seam through which SecureString values are encrypted: KMS when it is served, else a local seal.

**Integrator's note.** KMS (branch ``kms``) offers ``labcloud.services.kms.interfaces.KeyRing`` on the
hub. :class:`SecureStrings` looks that interface up on every call (``find_interface``), so once KMS is
merged and served, SecureString values are encrypted by KMS under the parameter's key (``KeyId``, or
the account's AWS managed key ``alias/aws/ssm``) with the encryption context
``{"PARAMETER_ARN": <arn>}`` as AWS uses, as the calling principal (IAM, key policy, grants and the
key's state apply; a key that does not exist is ``InvalidKeyId``, other KMS errors pass through).
Nothing else needs wiring.

Until then (KMS not served) values are sealed locally with AES-GCM (``cryptography``) under a random
key per account and region (``ssm_local_keys``), bound to the parameter's ARN; the only key that
exists is then the AWS managed ``alias/aws/ssm``, so a SecureString naming any other ``KeyId`` fails
with ``InvalidKeyId`` as AWS fails for a key that does not exist. Locally sealed values carry a
marker and stay readable after KMS arrives. Stored values are base64 text of the sealed bytes, which
is also what GetParameter answers for a SecureString without ``WithDecryption``, as AWS does.
"""

from __future__ import annotations

import base64
import importlib
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Protocol

from labcloud.context import Principal
from labcloud.errors import AwsError
from labcloud.services.ssm.errors import invalid_key_id
from labcloud.services.ssm.repo.parameters import LocalKeys

DEFAULT_KEY = "alias/aws/ssm"
_LOCAL = b"lcssm1:"  # marks a locally sealed value


class _Sealed(Protocol):
    ciphertext: bytes


class _Opened(Protocol):
    plaintext: bytes


class KeyRingLike(Protocol):
    """The part of KMS's ``KeyRing`` (``services/kms/interfaces.py``) SSM uses."""

    async def encrypt_bytes(
        self,
        principal: Principal,
        region: str,
        key_id: str,
        plaintext: bytes,
        context: Mapping[str, str] | None = None,
    ) -> _Sealed: ...

    async def decrypt_bytes(
        self,
        principal: Principal,
        region: str,
        ciphertext: bytes,
        context: Mapping[str, str] | None = None,
        key_id: str | None = None,
    ) -> _Opened: ...


def kms_keyring_kind() -> type | None:
    """KMS's ``KeyRing`` Protocol when the KMS package is installed (it is looked up, not imported, so
    SSM runs before KMS is merged)."""
    try:
        module = importlib.import_module("labcloud.services.kms.interfaces")
    except ModuleNotFoundError:
        return None
    kind = getattr(module, "KeyRing", None)
    return kind if isinstance(kind, type) else None


def is_default_key(key_id: str, region: str, account_id: str) -> bool:
    return key_id in (DEFAULT_KEY, f"arn:aws:kms:{region}:{account_id}:{DEFAULT_KEY}")


@dataclass(slots=True)
class SecureStrings:
    """Seals and opens SecureString values (see the module's note)."""

    local_keys: LocalKeys
    #: The hub's interface lookup (``Hub.interface``), or None when the host has none.
    find_interface: Callable[[type], object | None] | None

    def keyring(self) -> KeyRingLike | None:
        kind = kms_keyring_kind()
        if kind is None or self.find_interface is None:
            return None
        found = self.find_interface(kind)
        return None if found is None else found  # type: ignore[return-value]

    async def seal(
        self, principal: Principal, account_id: str, region: str, key_id: str | None, plaintext: str, arn: str
    ) -> str:
        ring = self.keyring()
        data = plaintext.encode()
        if ring is not None:
            try:
                sealed = await ring.encrypt_bytes(
                    principal, region, key_id or DEFAULT_KEY, data, {"PARAMETER_ARN": arn}
                )
            except AwsError as exc:
                if exc.code == "NotFoundException":
                    raise invalid_key_id(key_id or DEFAULT_KEY, region, account_id) from None
                raise
            return base64.b64encode(sealed.ciphertext).decode()
        if key_id is not None and not is_default_key(key_id, region, account_id):
            raise invalid_key_id(key_id, region, account_id)
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM  # here: not at the service's build

        nonce = os.urandom(12)
        sealed_bytes = AESGCM(self._local_key(account_id, region)).encrypt(nonce, data, arn.encode())
        return base64.b64encode(_LOCAL + nonce + sealed_bytes).decode()

    async def open(self, principal: Principal, account_id: str, region: str, stored: str, arn: str) -> str:
        blob = base64.b64decode(stored)
        if blob.startswith(_LOCAL):
            from cryptography.hazmat.primitives.ciphers.aead import AESGCM  # here: not at the service's build

            body = blob[len(_LOCAL) :]
            return (
                AESGCM(self._local_key(account_id, region))
                .decrypt(body[:12], body[12:], arn.encode())
                .decode()
            )
        ring = self.keyring()
        if ring is None:
            raise AwsError("InvalidKeyId", "The KMS key of this parameter is not available.")
        opened = await ring.decrypt_bytes(principal, region, blob, {"PARAMETER_ARN": arn})
        return opened.plaintext.decode()

    def _local_key(self, account_id: str, region: str) -> bytes:
        found = self.local_keys.get(account_id, region)
        if found is None:
            from cryptography.hazmat.primitives.ciphers.aead import AESGCM  # here: not at the service's build

            self.local_keys.add(account_id, region, AESGCM.generate_key(bit_length=256))
            found = self.local_keys.get(account_id, region)
            assert found is not None
        return found
