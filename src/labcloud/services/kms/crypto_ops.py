"""Cryptographic operations: Encrypt, Decrypt, ReEncrypt, GenerateDataKey(WithoutPlaintext),
GenerateDataKeyPair(WithoutPlaintext), GenerateRandom, Sign, Verify, GenerateMac, VerifyMac, GetPublicKey.

Every one needs an Enabled key of the right usage; a symmetric ciphertext names its key (``crypto.py``).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import TYPE_CHECKING

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.kms import crypto
from labcloud.services.kms.access import check
from labcloud.services.kms.errors import (
    incorrect_key,
    invalid_ciphertext,
    invalid_usage,
    unsupported,
    validation,
)
from labcloud.services.kms.lookup import blob_key, find_key, fresh, usable
from labcloud.services.kms.repo.keys import Key
from labcloud.services.kms.state import KmsState

if TYPE_CHECKING:
    from labcloud.services.kms.api import (
        DecryptRequest,
        DecryptResponse,
        EncryptRequest,
        EncryptResponse,
        GenerateDataKeyPairRequest,
        GenerateDataKeyPairResponse,
        GenerateDataKeyPairWithoutPlaintextRequest,
        GenerateDataKeyPairWithoutPlaintextResponse,
        GenerateDataKeyRequest,
        GenerateDataKeyResponse,
        GenerateDataKeyWithoutPlaintextRequest,
        GenerateDataKeyWithoutPlaintextResponse,
        GenerateMacRequest,
        GenerateMacResponse,
        GenerateRandomRequest,
        GenerateRandomResponse,
        GetPublicKeyRequest,
        GetPublicKeyResponse,
        ReEncryptRequest,
        ReEncryptResponse,
        SignRequest,
        SignResponse,
        VerifyMacRequest,
        VerifyMacResponse,
        VerifyRequest,
        VerifyResponse,
    )

DATA_KEY_BYTES = {"AES_256": 32, "AES_128": 16}
PAIR_SPECS = (
    "RSA_2048",
    "RSA_3072",
    "RSA_4096",
    "ECC_NIST_P256",
    "ECC_NIST_P384",
    "ECC_NIST_P521",
    "ECC_SECG_P256K1",
)


def _dry_run(request: Mapping[str, object]) -> None:
    if request.get("DryRun"):
        raise AwsError(
            "DryRunOperationException", "The request would have succeeded, but the DryRun option is set."
        )


def _dry_run_ignoring_ciphertext(
    state: KmsState, ctx: RequestContext, request: Mapping[str, object], key_id: object, operation: str
) -> None:
    """DryRun with DryRunModifiers IGNORE_CIPHERTEXT checks the key and permissions, not the ciphertext."""
    modifiers = request.get("DryRunModifiers") or []
    if not isinstance(modifiers, list) or "IGNORE_CIPHERTEXT" not in modifiers:
        return
    if not request.get("DryRun"):
        raise validation("DryRunModifiers can only be used with DryRun.")
    blob = request.get("CiphertextBlob")
    named = crypto.blob_key_arn(blob) if isinstance(blob, bytes) else None
    name = key_id if isinstance(key_id, str) else named
    if name is None:
        raise validation("KeyId is required when the ciphertext is ignored.")
    key = find_key(state, ctx, name)
    check(state, ctx, key, operation)
    usable(key)
    _dry_run(request)


def _no_recipient(request: Mapping[str, object]) -> None:
    if request.get("Recipient"):
        raise validation("Recipient (Nitro Enclaves attestation) is not supported by labcloud.")


def _key_for(state: KmsState, ctx: RequestContext, key_id: str, operation: str, usage: str) -> Key:
    key = find_key(state, ctx, key_id)
    check(state, ctx, key, operation)
    usable(key)
    if key.usage != usage:
        raise invalid_usage(f"{key.arn} key usage is {key.usage} which is not valid for {operation}.")
    return key


def _material(state: KmsState, key: Key) -> bytes:
    return state.material_of(key.key_id, key.material)


def _encrypt(
    state: KmsState, key: Key, plaintext: bytes, context: Mapping[str, str] | None, algorithm: str | None
) -> tuple[bytes, str]:
    if key.spec == crypto.SYMMETRIC:
        chosen = algorithm or crypto.SYMMETRIC
        if chosen != crypto.SYMMETRIC:
            raise invalid_usage(f"{key.arn} key does not support {chosen} encryption algorithm.")
        return crypto.seal(_material(state, key), key.arn, plaintext, context), chosen
    if not algorithm:
        raise validation("EncryptionAlgorithm is required for an asymmetric KMS key.")
    if algorithm not in crypto.RSA_ENCRYPTION:
        raise invalid_usage(f"{key.arn} key does not support {algorithm} encryption algorithm.")
    if context:
        raise validation("EncryptionContext is not supported with asymmetric KMS keys.")
    limit = crypto.rsa_max_plaintext(key.spec, algorithm)
    if len(plaintext) > limit:
        raise validation(
            f"Plaintext size ({len(plaintext)} bytes) exceeds the maximum of {limit} bytes for {key.spec} with {algorithm}."
        )
    return crypto.rsa_encrypt(_material(state, key), algorithm, plaintext), algorithm


def _decrypt(
    state: KmsState,
    ctx: RequestContext,
    blob: bytes,
    key_id: str | None,
    context: Mapping[str, str] | None,
    algorithm: str | None,
    operation: str,
) -> tuple[Key, bytes, str]:
    named = crypto.blob_key_arn(blob)
    if named is not None and (algorithm in (None, crypto.SYMMETRIC)):
        key = blob_key(state, ctx, named)
        if key is None:
            raise invalid_ciphertext()
        key = fresh(state, key)
        if key_id is not None:
            wanted = find_key(state, ctx, key_id)
            if wanted.key_id != key.key_id:
                raise incorrect_key()
        check(state, ctx, key, operation)
        usable(key)
        try:
            return key, crypto.open_blob(_material(state, key), blob, context), crypto.SYMMETRIC
        except crypto.CryptoFailure:
            pass
        for earlier in reversed(state.keys.rotations(key.key_id)):  # made before a rotation
            try:
                return (
                    key,
                    crypto.open_blob(state.master.unwrap(earlier.material), blob, context),
                    crypto.SYMMETRIC,
                )
            except crypto.CryptoFailure:
                continue
        raise invalid_ciphertext()
    if key_id is None:
        raise invalid_ciphertext()
    key = find_key(state, ctx, key_id)
    check(state, ctx, key, operation)
    usable(key)
    if key.spec == crypto.SYMMETRIC:
        raise invalid_ciphertext()
    if key.usage != "ENCRYPT_DECRYPT":
        raise invalid_usage(f"{key.arn} key usage is {key.usage} which is not valid for {operation}.")
    if not algorithm:
        raise validation("EncryptionAlgorithm is required for an asymmetric KMS key.")
    if algorithm not in crypto.RSA_ENCRYPTION:
        raise invalid_usage(f"{key.arn} key does not support {algorithm} encryption algorithm.")
    if context:
        raise validation("EncryptionContext is not supported with asymmetric KMS keys.")
    try:
        return key, crypto.rsa_decrypt(_material(state, key), algorithm, blob), algorithm
    except crypto.CryptoFailure:
        raise invalid_ciphertext() from None


def encrypt(state: KmsState, request: EncryptRequest, ctx: RequestContext) -> EncryptResponse:
    key = _key_for(state, ctx, request["KeyId"], "Encrypt", "ENCRYPT_DECRYPT")
    blob, algorithm = _encrypt(
        state, key, request["Plaintext"], request.get("EncryptionContext"), request.get("EncryptionAlgorithm")
    )
    _dry_run(request)
    return {"CiphertextBlob": blob, "KeyId": key.arn, "EncryptionAlgorithm": algorithm}


def decrypt(state: KmsState, request: DecryptRequest, ctx: RequestContext) -> DecryptResponse:
    _no_recipient(request)
    _dry_run_ignoring_ciphertext(state, ctx, request, request.get("KeyId"), "Decrypt")
    blob = request.get("CiphertextBlob")
    if not blob:
        raise validation("CiphertextBlob is required.")
    key, plaintext, algorithm = _decrypt(
        state,
        ctx,
        blob,
        request.get("KeyId"),
        request.get("EncryptionContext"),
        request.get("EncryptionAlgorithm"),
        "Decrypt",
    )
    _dry_run(request)
    return {"KeyId": key.arn, "Plaintext": plaintext, "EncryptionAlgorithm": algorithm}


def re_encrypt(state: KmsState, request: ReEncryptRequest, ctx: RequestContext) -> ReEncryptResponse:
    _dry_run_ignoring_ciphertext(state, ctx, request, request.get("SourceKeyId"), "ReEncryptFrom")
    blob = request.get("CiphertextBlob")
    if not blob:
        raise validation("CiphertextBlob is required.")
    source, plaintext, source_algorithm = _decrypt(
        state,
        ctx,
        blob,
        request.get("SourceKeyId"),
        request.get("SourceEncryptionContext"),
        request.get("SourceEncryptionAlgorithm"),
        "ReEncryptFrom",
    )
    destination = _key_for(state, ctx, request["DestinationKeyId"], "ReEncryptTo", "ENCRYPT_DECRYPT")
    out, algorithm = _encrypt(
        state,
        destination,
        plaintext,
        request.get("DestinationEncryptionContext"),
        request.get("DestinationEncryptionAlgorithm"),
    )
    _dry_run(request)
    return {
        "CiphertextBlob": out,
        "SourceKeyId": source.arn,
        "KeyId": destination.arn,
        "SourceEncryptionAlgorithm": source_algorithm,
        "DestinationEncryptionAlgorithm": algorithm,
    }


def _data_key_size(spec: str | None, size: int | None) -> int:
    if spec is None and size is None:
        raise validation("Please specify either number of bytes or key spec.")
    if spec is not None and size is not None:
        raise validation("Please specify either number of bytes or key spec, not both.")
    if spec is not None:
        return DATA_KEY_BYTES[spec]
    assert size is not None
    return size


def _symmetric(state: KmsState, ctx: RequestContext, key_id: str, operation: str) -> Key:
    key = _key_for(state, ctx, key_id, operation, "ENCRYPT_DECRYPT")
    if key.spec != crypto.SYMMETRIC:
        raise invalid_usage(f"{key.arn} key usage or key spec is not valid for {operation}.")
    return key


def generate_data_key(
    state: KmsState, request: GenerateDataKeyRequest, ctx: RequestContext
) -> GenerateDataKeyResponse:
    _no_recipient(request)
    size = _data_key_size(request.get("KeySpec"), request.get("NumberOfBytes"))
    key = _symmetric(state, ctx, request["KeyId"], "GenerateDataKey")
    plaintext = os.urandom(size)
    blob = crypto.seal(_material(state, key), key.arn, plaintext, request.get("EncryptionContext"))
    _dry_run(request)
    return {"CiphertextBlob": blob, "Plaintext": plaintext, "KeyId": key.arn}


def generate_data_key_without_plaintext(
    state: KmsState, request: GenerateDataKeyWithoutPlaintextRequest, ctx: RequestContext
) -> GenerateDataKeyWithoutPlaintextResponse:
    size = _data_key_size(request.get("KeySpec"), request.get("NumberOfBytes"))
    key = _symmetric(state, ctx, request["KeyId"], "GenerateDataKeyWithoutPlaintext")
    blob = crypto.seal(_material(state, key), key.arn, os.urandom(size), request.get("EncryptionContext"))
    _dry_run(request)
    return {"CiphertextBlob": blob, "KeyId": key.arn}


def _pair(spec: str) -> tuple[bytes, bytes]:
    if spec not in PAIR_SPECS:
        raise unsupported(f"KeyPairSpec {spec} is not supported by labcloud.")
    private: rsa.RSAPrivateKey | ec.EllipticCurvePrivateKey
    if spec in crypto.RSA_BITS:
        private = rsa.generate_private_key(public_exponent=65537, key_size=crypto.RSA_BITS[spec])
    else:
        private = ec.generate_private_key(crypto.CURVES[spec])
    der = private.private_bytes(
        serialization.Encoding.DER, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )
    public = private.public_key().public_bytes(
        serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
    )
    return der, public


def generate_data_key_pair(
    state: KmsState, request: GenerateDataKeyPairRequest, ctx: RequestContext
) -> GenerateDataKeyPairResponse:
    _no_recipient(request)
    key = _symmetric(state, ctx, request["KeyId"], "GenerateDataKeyPair")
    private, public = _pair(request["KeyPairSpec"])
    blob = crypto.seal(_material(state, key), key.arn, private, request.get("EncryptionContext"))
    _dry_run(request)
    return {
        "PrivateKeyCiphertextBlob": blob,
        "PrivateKeyPlaintext": private,
        "PublicKey": public,
        "KeyId": key.arn,
        "KeyPairSpec": request["KeyPairSpec"],
    }


def generate_data_key_pair_without_plaintext(
    state: KmsState, request: GenerateDataKeyPairWithoutPlaintextRequest, ctx: RequestContext
) -> GenerateDataKeyPairWithoutPlaintextResponse:
    key = _symmetric(state, ctx, request["KeyId"], "GenerateDataKeyPairWithoutPlaintext")
    private, public = _pair(request["KeyPairSpec"])
    blob = crypto.seal(_material(state, key), key.arn, private, request.get("EncryptionContext"))
    _dry_run(request)
    return {
        "PrivateKeyCiphertextBlob": blob,
        "PublicKey": public,
        "KeyId": key.arn,
        "KeyPairSpec": request["KeyPairSpec"],
    }


def generate_random(
    state: KmsState, request: GenerateRandomRequest, ctx: RequestContext
) -> GenerateRandomResponse:
    _no_recipient(request)
    if request.get("CustomKeyStoreId"):
        raise unsupported("Custom key stores are not supported by labcloud.")
    size = request.get("NumberOfBytes")
    if size is None:
        raise validation("Please specify number of bytes.")
    return {"Plaintext": os.urandom(size)}


# --------------------------------------------------------------------------- signatures and MACs


def _signing(key: Key, algorithm: str, message: bytes, message_type: str | None) -> crypto.SigningRequest:
    if algorithm not in crypto.signing_algorithms(key.spec):
        raise invalid_usage(f"{key.arn} key does not support {algorithm} signing algorithm.")
    digest = (message_type or "RAW") == "DIGEST"
    if digest and len(message) != crypto.digest_size(algorithm):
        raise validation(
            f"Digest is invalid length for algorithm {algorithm}: expected {crypto.digest_size(algorithm)} bytes."
        )
    if message_type not in (None, "RAW", "DIGEST"):
        raise validation(f"MessageType {message_type} is not supported by labcloud.")
    return crypto.SigningRequest(algorithm, message, digest)


def sign(state: KmsState, request: SignRequest, ctx: RequestContext) -> SignResponse:
    key = _key_for(state, ctx, request["KeyId"], "Sign", "SIGN_VERIFY")
    signing = _signing(key, request["SigningAlgorithm"], request["Message"], request.get("MessageType"))
    signature = crypto.sign(_material(state, key), signing)
    _dry_run(request)
    return {"KeyId": key.arn, "Signature": signature, "SigningAlgorithm": signing.algorithm}


def verify(state: KmsState, request: VerifyRequest, ctx: RequestContext) -> VerifyResponse:
    key = _key_for(state, ctx, request["KeyId"], "Verify", "SIGN_VERIFY")
    signing = _signing(key, request["SigningAlgorithm"], request["Message"], request.get("MessageType"))
    valid = crypto.verify(_material(state, key), signing, request["Signature"])
    _dry_run(request)
    if not valid:
        raise AwsError("KMSInvalidSignatureException", "")
    return {"KeyId": key.arn, "SignatureValid": True, "SigningAlgorithm": signing.algorithm}


def _mac_key(state: KmsState, ctx: RequestContext, key_id: str, algorithm: str, operation: str) -> Key:
    key = _key_for(state, ctx, key_id, operation, "GENERATE_VERIFY_MAC")
    if crypto.HMAC_ALGORITHMS.get(key.spec) != algorithm:
        raise invalid_usage(f"{key.arn} key does not support {algorithm} MAC algorithm.")
    return key


def generate_mac(state: KmsState, request: GenerateMacRequest, ctx: RequestContext) -> GenerateMacResponse:
    key = _mac_key(state, ctx, request["KeyId"], request["MacAlgorithm"], "GenerateMac")
    mac = crypto.mac(_material(state, key), request["MacAlgorithm"], request["Message"])
    _dry_run(request)
    return {"Mac": mac, "MacAlgorithm": request["MacAlgorithm"], "KeyId": key.arn}


def verify_mac(state: KmsState, request: VerifyMacRequest, ctx: RequestContext) -> VerifyMacResponse:
    key = _mac_key(state, ctx, request["KeyId"], request["MacAlgorithm"], "VerifyMac")
    valid = crypto.mac_matches(
        _material(state, key), request["MacAlgorithm"], request["Message"], request["Mac"]
    )
    _dry_run(request)
    if not valid:
        raise AwsError("KMSInvalidMacException", "")
    return {"KeyId": key.arn, "MacValid": True, "MacAlgorithm": request["MacAlgorithm"]}


def get_public_key(
    state: KmsState, request: GetPublicKeyRequest, ctx: RequestContext
) -> GetPublicKeyResponse:
    key = find_key(state, ctx, request["KeyId"])
    check(state, ctx, key, "GetPublicKey")
    usable(key)
    if key.spec not in crypto.RSA_BITS and key.spec not in crypto.CURVES:
        raise unsupported(f"{key.arn} key usage or key spec does not support GetPublicKey.")
    out: GetPublicKeyResponse = {
        "KeyId": key.arn,
        "PublicKey": crypto.public_der(_material(state, key)),
        "CustomerMasterKeySpec": key.spec,
        "KeySpec": key.spec,
        "KeyUsage": key.usage,
    }
    if key.usage == "ENCRYPT_DECRYPT":
        out["EncryptionAlgorithms"] = crypto.encryption_algorithms(key.spec)
    else:
        out["SigningAlgorithms"] = crypto.signing_algorithms(key.spec)
    return out
