"""KMS's cryptography, all through the ``cryptography`` package: key specs, material, the ciphertext blob,
encryption, signatures and MACs. Pure functions over bytes; no state.

The symmetric ciphertext blob is opaque to clients but names its key, so Decrypt needs no KeyId::

    0x01 'L' 'K' | len(key ARN) (2 bytes) | key ARN | nonce (12) | AES-256-GCM ciphertext + tag

The authenticated data is the header (so the key ARN cannot be swapped) followed by the encryption
context in a canonical form (sorted keys): a different context fails authentication.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass

from cryptography.exceptions import InvalidSignature, InvalidTag
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives import hmac as crypto_hmac
from cryptography.hazmat.primitives.asymmetric import ec, padding, rsa, utils
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

MAGIC = b"\x01LK"

SYMMETRIC = "SYMMETRIC_DEFAULT"
HMAC_BYTES = {"HMAC_224": 28, "HMAC_256": 32, "HMAC_384": 48, "HMAC_512": 64}
HMAC_ALGORITHMS = {
    "HMAC_224": "HMAC_SHA_224",
    "HMAC_256": "HMAC_SHA_256",
    "HMAC_384": "HMAC_SHA_384",
    "HMAC_512": "HMAC_SHA_512",
}
RSA_BITS = {"RSA_2048": 2048, "RSA_3072": 3072, "RSA_4096": 4096}
CURVES: dict[str, ec.EllipticCurve] = {
    "ECC_NIST_P256": ec.SECP256R1(),
    "ECC_NIST_P384": ec.SECP384R1(),
    "ECC_NIST_P521": ec.SECP521R1(),
    "ECC_SECG_P256K1": ec.SECP256K1(),
}
#: The ECDSA algorithm each curve signs with.
CURVE_ALGORITHMS = {
    "ECC_NIST_P256": "ECDSA_SHA_256",
    "ECC_NIST_P384": "ECDSA_SHA_384",
    "ECC_NIST_P521": "ECDSA_SHA_512",
    "ECC_SECG_P256K1": "ECDSA_SHA_256",
}
RSA_SIGNING = [
    "RSASSA_PSS_SHA_256",
    "RSASSA_PSS_SHA_384",
    "RSASSA_PSS_SHA_512",
    "RSASSA_PKCS1_V1_5_SHA_256",
    "RSASSA_PKCS1_V1_5_SHA_384",
    "RSASSA_PKCS1_V1_5_SHA_512",
]
RSA_ENCRYPTION = ["RSAES_OAEP_SHA_1", "RSAES_OAEP_SHA_256"]
ALL_SPECS = (SYMMETRIC, *HMAC_BYTES, *RSA_BITS, *CURVES)
#: The key usages each spec allows.
USAGES = {
    SYMMETRIC: ("ENCRYPT_DECRYPT",),
    **{s: ("GENERATE_VERIFY_MAC",) for s in HMAC_BYTES},
    **{s: ("ENCRYPT_DECRYPT", "SIGN_VERIFY") for s in RSA_BITS},
    **{s: ("SIGN_VERIFY",) for s in CURVES},
}

_HASHES: dict[str, type[hashes.HashAlgorithm]] = {
    "256": hashes.SHA256,
    "384": hashes.SHA384,
    "512": hashes.SHA512,
}


class CryptoFailure(Exception):
    """The blob, signature or MAC does not check out (the caller answers KMS's error for it)."""


# --------------------------------------------------------------------------- material


def new_material(spec: str) -> bytes:
    if spec == SYMMETRIC:
        return AESGCM.generate_key(bit_length=256)
    if spec in HMAC_BYTES:
        return os.urandom(HMAC_BYTES[spec])
    private: rsa.RSAPrivateKey | ec.EllipticCurvePrivateKey
    if spec in RSA_BITS:
        private = rsa.generate_private_key(public_exponent=65537, key_size=RSA_BITS[spec])
    else:
        private = ec.generate_private_key(CURVES[spec])
    return private.private_bytes(
        serialization.Encoding.DER, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )


def private_key(material: bytes) -> rsa.RSAPrivateKey | ec.EllipticCurvePrivateKey:
    loaded = serialization.load_der_private_key(material, password=None)
    if not isinstance(loaded, rsa.RSAPrivateKey | ec.EllipticCurvePrivateKey):
        raise ValueError("unexpected key type")
    return loaded


def public_der(material: bytes) -> bytes:
    """The public key as DER SubjectPublicKeyInfo, as GetPublicKey answers it."""
    return (
        private_key(material)
        .public_key()
        .public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)
    )


def signing_algorithms(spec: str) -> list[str]:
    if spec in RSA_BITS:
        return list(RSA_SIGNING)
    if spec in CURVES:
        return [CURVE_ALGORITHMS[spec]]
    return []


def encryption_algorithms(spec: str) -> list[str]:
    if spec == SYMMETRIC:
        return [SYMMETRIC]
    if spec in RSA_BITS:
        return list(RSA_ENCRYPTION)
    return []


# --------------------------------------------------------------------------- the symmetric blob


def canonical_context(context: Mapping[str, str] | None) -> bytes:
    if not context:
        return b""
    return json.dumps(dict(sorted(context.items())), separators=(",", ":"), ensure_ascii=False).encode()


def _header(key_arn: str) -> bytes:
    arn = key_arn.encode()
    return MAGIC + len(arn).to_bytes(2, "big") + arn


def seal(material: bytes, key_arn: str, plaintext: bytes, context: Mapping[str, str] | None) -> bytes:
    header = _header(key_arn)
    nonce = os.urandom(12)
    return header + nonce + AESGCM(material).encrypt(nonce, plaintext, header + canonical_context(context))


def blob_key_arn(blob: bytes) -> str | None:
    """The key ARN a symmetric blob names, or None when it is not one of ours."""
    if len(blob) < 5 or blob[:3] != MAGIC:
        return None
    size = int.from_bytes(blob[3:5], "big")
    if len(blob) < 5 + size + 12 + 16:
        return None
    try:
        return blob[5 : 5 + size].decode()
    except UnicodeDecodeError:
        return None


def open_blob(material: bytes, blob: bytes, context: Mapping[str, str] | None) -> bytes:
    arn = blob_key_arn(blob)
    if arn is None:
        raise CryptoFailure("not a ciphertext blob")
    split = 5 + len(arn.encode())
    header, nonce, sealed = blob[:split], blob[split : split + 12], blob[split + 12 :]
    try:
        return AESGCM(material).decrypt(nonce, sealed, header + canonical_context(context))
    except InvalidTag as exc:
        raise CryptoFailure("authentication failed") from exc


# --------------------------------------------------------------------------- RSA encryption


def _oaep(algorithm: str) -> padding.OAEP:
    digest = hashes.SHA1() if algorithm == "RSAES_OAEP_SHA_1" else hashes.SHA256()
    return padding.OAEP(mgf=padding.MGF1(digest), algorithm=digest, label=None)


def rsa_max_plaintext(spec: str, algorithm: str) -> int:
    digest = 20 if algorithm == "RSAES_OAEP_SHA_1" else 32
    return RSA_BITS[spec] // 8 - 2 * digest - 2


def rsa_encrypt(material: bytes, algorithm: str, plaintext: bytes) -> bytes:
    key = private_key(material)
    assert isinstance(key, rsa.RSAPrivateKey)
    return key.public_key().encrypt(plaintext, _oaep(algorithm))


def rsa_decrypt(material: bytes, algorithm: str, ciphertext: bytes) -> bytes:
    key = private_key(material)
    assert isinstance(key, rsa.RSAPrivateKey)
    try:
        return key.decrypt(ciphertext, _oaep(algorithm))
    except ValueError as exc:
        raise CryptoFailure("decryption failed") from exc


# --------------------------------------------------------------------------- signatures


@dataclass(frozen=True, slots=True)
class SigningRequest:
    algorithm: str
    message: bytes
    digest: bool  # MessageType DIGEST: the message is already the hash


def _hash_for(algorithm: str) -> hashes.HashAlgorithm:
    return _HASHES[algorithm.rsplit("_", 1)[1]]()


def digest_size(algorithm: str) -> int:
    return _hash_for(algorithm).digest_size


def _prepared(request: SigningRequest) -> tuple[bytes, utils.Prehashed | hashes.HashAlgorithm]:
    chosen = _hash_for(request.algorithm)
    if request.digest:
        return request.message, utils.Prehashed(chosen)
    return request.message, chosen


def _rsa_padding(algorithm: str) -> padding.AsymmetricPadding:
    if algorithm.startswith("RSASSA_PSS"):
        return padding.PSS(mgf=padding.MGF1(_hash_for(algorithm)), salt_length=digest_size(algorithm))
    return padding.PKCS1v15()


def sign(material: bytes, request: SigningRequest) -> bytes:
    key = private_key(material)
    message, chosen = _prepared(request)
    if isinstance(key, rsa.RSAPrivateKey):
        return key.sign(message, _rsa_padding(request.algorithm), chosen)
    return key.sign(message, ec.ECDSA(chosen))


def verify(material: bytes, request: SigningRequest, signature: bytes) -> bool:
    public = private_key(material).public_key()
    message, chosen = _prepared(request)
    try:
        if isinstance(public, rsa.RSAPublicKey):
            public.verify(signature, message, _rsa_padding(request.algorithm), chosen)
        else:
            public.verify(signature, message, ec.ECDSA(chosen))
    except (InvalidSignature, ValueError):
        return False
    return True


# --------------------------------------------------------------------------- MACs


_MAC_HASHES: dict[str, type[hashes.HashAlgorithm]] = {
    "HMAC_SHA_224": hashes.SHA224,
    "HMAC_SHA_256": hashes.SHA256,
    "HMAC_SHA_384": hashes.SHA384,
    "HMAC_SHA_512": hashes.SHA512,
}


def mac(material: bytes, algorithm: str, message: bytes) -> bytes:
    signer = crypto_hmac.HMAC(material, _MAC_HASHES[algorithm]())
    signer.update(message)
    return signer.finalize()


def mac_matches(material: bytes, algorithm: str, message: bytes, given: bytes) -> bool:
    checker = crypto_hmac.HMAC(material, _MAC_HASHES[algorithm]())
    checker.update(message)
    try:
        checker.verify(given)
    except InvalidSignature:
        return False
    return True
