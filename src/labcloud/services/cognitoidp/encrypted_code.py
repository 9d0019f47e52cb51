"""The AWS Encryption SDK message that carries a code to a custom sender trigger (``request.code``).

Cognito encrypts each code or temporary password with the AWS Encryption SDK under the pool's KMS key; the
function decrypts it with the SDK and a KMS keyring. This module writes that message (format version 2,
docs "AWS Encryption SDK message format"), pure bytes with no KMS: the caller gives the 256-bit data key
and its ``aws-kms`` encrypted data key (KMS's ciphertext of the data key, with the key ARN as provider
info). The suite is 0x0578, AES-256-GCM with HKDF-SHA512 key derivation, key commitment and an ECDSA P-384
signature: the suite the SDKs write by default and read under ``REQUIRE_ENCRYPT_ALLOW_DECRYPT``.

Layout: header (version 2, suite id, 32-byte message id, the encryption context, which holds the
signature's public key as ``aws-crypto-public-key``, the encrypted data keys, content type framed, frame
length, the 32-byte commitment key), the header's authentication tag (AES-GCM over the header with a zero
IV), a framed body (a code fits in its final frame) and the footer (the DER ECDSA signature over all
before it). :func:`context_for` gives the encryption context to bind the data key to in KMS first.
"""

from __future__ import annotations

import base64
import os
import struct
from collections.abc import Mapping
from dataclasses import dataclass

from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

VERSION = 2
#: ALG_AES_256_GCM_HKDF_SHA512_COMMIT_KEY_ECDSA_P384
SUITE = 0x0578
PROVIDER = "aws-kms"
PUBLIC_KEY = "aws-crypto-public-key"
FRAMED = 2
FRAME_LENGTH = 4096
FINAL_FRAME = 0xFFFFFFFF
_IV = 12
_FRAME_AAD = b"AWSKMSEncryptionClient Frame"
_FINAL_AAD = b"AWSKMSEncryptionClient Final Frame"


@dataclass(frozen=True, slots=True)
class Signer:
    """The message's signing key: made first, since its public key is part of the encryption context."""

    private: ec.EllipticCurvePrivateKey

    @staticmethod
    def new() -> Signer:
        return Signer(ec.generate_private_key(ec.SECP384R1()))

    def public(self) -> str:
        """The public key as the format writes it: base64 of the compressed point."""
        point = self.private.public_key().public_bytes(
            serialization.Encoding.X962, serialization.PublicFormat.CompressedPoint
        )
        return base64.b64encode(point).decode()


def context_for(signer: Signer, context: Mapping[str, str] | None = None) -> dict[str, str]:
    """The message's encryption context: ``context`` with the signature's public key."""
    return {**dict(context or {}), PUBLIC_KEY: signer.public()}


def _short(data: bytes) -> bytes:
    if len(data) > 0xFFFF:
        raise ValueError("field longer than 65535 bytes")
    return struct.pack(">H", len(data)) + data


def _context_bytes(context: Mapping[str, str]) -> bytes:
    if not context:
        return b""
    pairs = sorted((k.encode(), v.encode()) for k, v in context.items())
    return struct.pack(">H", len(pairs)) + b"".join(_short(k) + _short(v) for k, v in pairs)


def _hkdf(data_key: bytes, message_id: bytes, info: bytes) -> bytes:
    return HKDF(algorithm=hashes.SHA512(), length=32, salt=message_id, info=info).derive(data_key)


def encrypt(
    plaintext: bytes,
    data_key: bytes,
    encrypted_data_key: bytes,
    key_arn: str,
    signer: Signer,
    context: Mapping[str, str],
) -> bytes:
    """The message encrypting ``plaintext`` (at most one frame) with ``data_key``, whose KMS ciphertext
    under ``key_arn`` is ``encrypted_data_key``; ``context`` is :func:`context_for`'s."""
    if len(data_key) != 32:
        raise ValueError("the data key must be 256 bits")
    if len(plaintext) >= FRAME_LENGTH:
        raise ValueError("a code fits in one frame")
    message_id = os.urandom(32)
    encryption_key = _hkdf(data_key, message_id, struct.pack(">H", SUITE) + b"DERIVEKEY")
    commitment = _hkdf(data_key, message_id, b"COMMITKEY")
    context_bytes = _context_bytes(context)
    header = b"".join(
        (
            struct.pack(">BH", VERSION, SUITE),
            message_id,
            _short(context_bytes),
            struct.pack(">H", 1),
            _short(PROVIDER.encode()),
            _short(key_arn.encode()),
            _short(encrypted_data_key),
            struct.pack(">BI", FRAMED, FRAME_LENGTH),
            commitment,
        )
    )
    gcm = AESGCM(encryption_key)
    header_tag = gcm.encrypt(b"\x00" * _IV, b"", header)
    sequence = 1
    iv = b"\x00" * (_IV - 4) + struct.pack(">I", sequence)
    aad = message_id + _FINAL_AAD + struct.pack(">IQ", sequence, len(plaintext))
    sealed = gcm.encrypt(iv, plaintext, aad)  # ciphertext || 16-byte tag
    body = b"".join(
        (
            struct.pack(">II", FINAL_FRAME, sequence),
            iv,
            struct.pack(">I", len(plaintext)),
            sealed,
        )
    )
    signed = header + header_tag + body
    signature = signer.private.sign(signed, ec.ECDSA(hashes.SHA384()))
    return signed + _short(signature)
