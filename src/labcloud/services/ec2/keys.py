"""Key material of EC2 key pairs: RSA and ED25519 keys made with ``cryptography``, their private keys in the
formats CreateKeyPair offers (``pem``: PKCS#1 for RSA, OpenSSH for ED25519; ``ppk``: PuTTY's version 2 file),
public keys read from what ImportKeyPair is given, and AWS's fingerprints (SHA-1 of the PKCS#8 private key
for a created RSA key, MD5 of the DER public key for an imported one, base64 SHA-256 of the OpenSSH public
key blob for ED25519). Pure functions: no state."""

from __future__ import annotations

import base64
import hashlib
import hmac
import struct
from dataclasses import dataclass

from cryptography.exceptions import UnsupportedAlgorithm
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ed25519, rsa

from labcloud.services.ec2.errors import error

#: RSA sizes ImportKeyPair accepts (AWS: 1024, 2048 and 4096 bits).
RSA_SIZES = (1024, 2048, 4096)
RSA_BITS = 2048

PublicKey = rsa.RSAPublicKey | ed25519.Ed25519PublicKey
PrivateKey = rsa.RSAPrivateKey | ed25519.Ed25519PrivateKey


@dataclass(frozen=True, slots=True)
class Made:
    """A created key: the private key as answered once, its fingerprint and its OpenSSH public key."""

    material: str
    fingerprint: str
    public: str


def _colons(digest: bytes) -> str:
    return ":".join(f"{b:02x}" for b in digest)


def _openssh(key: PublicKey) -> str:
    return key.public_bytes(serialization.Encoding.OpenSSH, serialization.PublicFormat.OpenSSH).decode()


def _ed25519_fingerprint(key: ed25519.Ed25519PublicKey) -> str:
    blob = base64.b64decode(_openssh(key).split()[1])
    return base64.b64encode(hashlib.sha256(blob).digest()).decode()


def create(key_type: str, key_format: str, name: str) -> Made:
    private: PrivateKey
    if key_type == "ed25519":
        private = ed25519.Ed25519PrivateKey.generate()
        fingerprint = _ed25519_fingerprint(private.public_key())
    else:
        private = rsa.generate_private_key(public_exponent=65537, key_size=RSA_BITS)
        pkcs8 = private.private_bytes(
            serialization.Encoding.DER, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        )
        fingerprint = _colons(hashlib.sha1(pkcs8).digest())  # noqa: S324 - AWS's fingerprint
    public = _openssh(private.public_key())
    if key_format == "ppk":
        material = ppk(private, name)
    elif isinstance(private, ed25519.Ed25519PrivateKey):
        material = private.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.OpenSSH, serialization.NoEncryption()
        ).decode()
    else:
        material = private.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.TraditionalOpenSSL,
            serialization.NoEncryption(),
        ).decode()
    return Made(material.rstrip("\n"), fingerprint, public)


def _string(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def _mpint(value: int) -> bytes:
    raw = value.to_bytes((value.bit_length() + 8) // 8, "big") if value else b""
    return _string(raw)


def _lines(data: bytes) -> list[str]:
    text = base64.b64encode(data).decode()
    return [text[i : i + 64] for i in range(0, len(text), 64)]


def ppk(private: PrivateKey, comment: str) -> str:
    """PuTTY's unencrypted version 2 key file (the format AWS answers for ``KeyFormat=ppk``)."""
    public_blob = base64.b64decode(_openssh(private.public_key()).split()[1])
    if isinstance(private, ed25519.Ed25519PrivateKey):
        algorithm = "ssh-ed25519"
        raw = private.private_bytes(
            serialization.Encoding.Raw, serialization.PrivateFormat.Raw, serialization.NoEncryption()
        )
        private_blob = _string(raw)
    else:
        algorithm = "ssh-rsa"
        numbers = private.private_numbers()
        private_blob = _mpint(numbers.d) + _mpint(numbers.p) + _mpint(numbers.q) + _mpint(numbers.iqmp)
    mac_key = hashlib.sha1(b"putty-private-key-file-mac-key").digest()  # noqa: S324 - PuTTY's v2 format
    signed = b"".join(
        _string(part) for part in (algorithm.encode(), b"none", comment.encode(), public_blob, private_blob)
    )
    mac = hmac.new(mac_key, signed, hashlib.sha1).hexdigest()
    public_lines, private_lines = _lines(public_blob), _lines(private_blob)
    return "\n".join(
        [
            f"PuTTY-User-Key-File-2: {algorithm}",
            "Encryption: none",
            f"Comment: {comment}",
            f"Public-Lines: {len(public_lines)}",
            *public_lines,
            f"Private-Lines: {len(private_lines)}",
            *private_lines,
            f"Private-MAC: {mac}",
        ]
    )


def _bad_format() -> Exception:
    return error("InvalidKey.Format", "Key is not in valid OpenSSH public key format")


def _load(material: bytes) -> object:
    text = material.strip()
    try:
        if text.startswith(b"-----BEGIN"):
            return serialization.load_pem_public_key(text)
        if text.startswith((b"ssh-", b"ecdsa-")):
            return serialization.load_ssh_public_key(text)
        return serialization.load_der_public_key(base64.b64decode(text, validate=True))
    except (ValueError, UnsupportedAlgorithm, TypeError):
        raise _bad_format() from None


@dataclass(frozen=True, slots=True)
class Imported:
    key_type: str
    fingerprint: str
    public: str


def imported(material: bytes) -> Imported:
    """The key ImportKeyPair is given (OpenSSH, PEM or base64 DER), checked as AWS checks it."""
    key = _load(material)
    if isinstance(key, ed25519.Ed25519PublicKey):
        return Imported("ed25519", _ed25519_fingerprint(key), _openssh(key))
    if isinstance(key, rsa.RSAPublicKey):
        if key.key_size not in RSA_SIZES:
            raise error(
                "InvalidKey.Format",
                f"Invalid RSA key length {key.key_size}. Supported lengths: 1024, 2048 and 4096 bits.",
            )
        der = key.public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)
        return Imported("rsa", _colons(hashlib.md5(der).digest()), _openssh(key))  # noqa: S324 - AWS's
    raise _bad_format()
