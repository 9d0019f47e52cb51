"""Signing notifications as SNS does: an RSA key and a self-signed X.509 certificate made once per data
directory (kept in ``sns_signing``), served at ``SigningCertURL`` so subscribers can verify messages.

SignatureVersion 1 signs with SHA1withRSA, 2 with SHA256withRSA, over AWS's canonical string: for a
Notification the ``Message``, ``MessageId``, ``Subject`` (when present), ``Timestamp``, ``TopicArn`` and
``Type`` pairs, each name and value on its own line; for a (Un)SubscriptionConfirmation ``Message``,
``MessageId``, ``SubscribeURL``, ``Timestamp``, ``Token``, ``TopicArn`` and ``Type``.
"""

from __future__ import annotations

import base64
import datetime
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from labcloud.services.sns.repo import signing as stored
from labcloud.store.db import Store

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric import rsa

CERT_PATH = "/sns/SimpleNotificationService-labcloud.pem"

_NOTIFICATION_KEYS = ("Message", "MessageId", "Subject", "Timestamp", "TopicArn", "Type")
_CONFIRMATION_KEYS = ("Message", "MessageId", "SubscribeURL", "Timestamp", "Token", "TopicArn", "Type")


def string_to_sign(envelope: Mapping[str, object]) -> str:
    keys = _NOTIFICATION_KEYS if envelope.get("Type") == "Notification" else _CONFIRMATION_KEYS
    return "".join(f"{key}\n{envelope[key]}\n" for key in keys if envelope.get(key) is not None)


@dataclass(slots=True)
class Signer:
    store: Store
    _key: rsa.RSAPrivateKey | None = None
    _cert_pem: str | None = None

    def _ensure(self) -> rsa.RSAPrivateKey:
        if self._key is not None:
            return self._key
        # cryptography costs ~25 ms to import: paid on the first signed message, not when SNS is built
        from cryptography.hazmat.primitives import serialization
        from cryptography.hazmat.primitives.asymmetric import rsa

        found = stored.load(self.store)
        if found is None:
            key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
            key_pem = key.private_bytes(
                serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
            ).decode()
            cert_pem = _certificate(key)
            with self.store.transaction():
                stored.save(self.store, key_pem, cert_pem)
                found = stored.load(self.store) or (key_pem, cert_pem)
        loaded = serialization.load_pem_private_key(found[0].encode(), password=None)
        assert isinstance(loaded, rsa.RSAPrivateKey)
        self._key, self._cert_pem = loaded, found[1]
        return loaded

    def certificate(self) -> str:
        self._ensure()
        assert self._cert_pem is not None
        return self._cert_pem

    def sign(self, envelope: Mapping[str, object], version: str) -> str:
        from cryptography.hazmat.primitives import hashes
        from cryptography.hazmat.primitives.asymmetric import padding

        algorithm: hashes.HashAlgorithm = hashes.SHA256() if version == "2" else hashes.SHA1()  # noqa: S303
        signature = self._ensure().sign(string_to_sign(envelope).encode(), padding.PKCS1v15(), algorithm)
        return base64.b64encode(signature).decode()

    def forget(self) -> None:
        self._key = None
        self._cert_pem = None


def _certificate(key: rsa.RSAPrivateKey) -> str:
    from cryptography import x509  # once per data directory: not worth its import at start-up
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.x509.oid import NameOID

    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "sns.amazonaws.com (labcloud)")])
    now = datetime.datetime.now(datetime.timezone.utc)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=3650))
        .sign(key, hashes.SHA256())
    )
    return cert.public_bytes(serialization.Encoding.PEM).decode()
