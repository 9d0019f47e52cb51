"""The cryptography of importing key material, through ``cryptography``: a wrapping RSA key pair of the
requested spec, and unwrapping what a client wrapped with its public key. Pure functions over bytes.

RSAES_OAEP_SHA_1/SHA_256 encrypt the material itself with RSA-OAEP; RSA_AES_KEY_WRAP_SHA_1/SHA_256 encrypt
an ephemeral AES key with RSA-OAEP followed by the material wrapped with it (AES key wrap with padding,
RFC 5649), as AWS documents. PKCS#1 v1.5 (withdrawn by AWS) and SM2 (China Regions) are refused.
"""

from __future__ import annotations

from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding, rsa
from cryptography.hazmat.primitives.keywrap import InvalidUnwrap, aes_key_unwrap_with_padding

ALGORITHMS = ("RSAES_OAEP_SHA_1", "RSAES_OAEP_SHA_256", "RSA_AES_KEY_WRAP_SHA_1", "RSA_AES_KEY_WRAP_SHA_256")
SPECS = {"RSA_2048": 2048, "RSA_3072": 3072, "RSA_4096": 4096}


class UnwrapFailure(Exception):
    """The wrapped material does not open with the wrapping key (the caller answers InvalidCiphertext)."""


def new_wrapping_key(spec: str) -> tuple[bytes, bytes]:
    """(private key as PKCS#8 DER, public key as DER SubjectPublicKeyInfo)."""
    private = rsa.generate_private_key(public_exponent=65537, key_size=SPECS[spec])
    return (
        private.private_bytes(
            serialization.Encoding.DER, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        ),
        private.public_key().public_bytes(
            serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
        ),
    )


def _oaep(algorithm: str) -> padding.OAEP:
    digest: hashes.HashAlgorithm = hashes.SHA1() if algorithm.endswith("SHA_1") else hashes.SHA256()
    return padding.OAEP(mgf=padding.MGF1(digest), algorithm=digest, label=None)


def unwrap(private_der: bytes, algorithm: str, wrapped: bytes) -> bytes:
    private = serialization.load_der_private_key(private_der, password=None)
    if not isinstance(private, rsa.RSAPrivateKey):
        raise UnwrapFailure("not an RSA wrapping key")
    size = private.key_size // 8
    try:
        if algorithm.startswith("RSAES_OAEP"):
            return private.decrypt(wrapped, _oaep(algorithm))
        if len(wrapped) <= size:
            raise UnwrapFailure("too short")
        aes_key = private.decrypt(wrapped[:size], _oaep(algorithm))
        return aes_key_unwrap_with_padding(aes_key, wrapped[size:])
    except (ValueError, InvalidUnwrap) as exc:
        raise UnwrapFailure(str(exc)) from exc
