"""The cryptographic operations with boto3: the blob names its key, the encryption context binds it,
data keys, key pairs, random bytes, signatures (checked with the public key outside KMS) and MACs."""

from __future__ import annotations

from typing import Any

import pytest
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, padding
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from kms_helpers import failure


def test_encrypt_decrypt_without_key_id_and_the_context_binds(kms: Any) -> None:
    key = kms.create_key()["KeyMetadata"]
    out = kms.encrypt(KeyId=key["KeyId"], Plaintext=b"secret", EncryptionContext={"order": "1"})
    assert out["KeyId"] == key["Arn"] and out["EncryptionAlgorithm"] == "SYMMETRIC_DEFAULT"
    assert b"secret" not in out["CiphertextBlob"]
    back = kms.decrypt(CiphertextBlob=out["CiphertextBlob"], EncryptionContext={"order": "1"})
    assert back["Plaintext"] == b"secret" and back["KeyId"] == key["Arn"]
    for wrong in ({}, {"order": "2"}, {"order": "1", "extra": "x"}):
        assert failure(
            lambda w=wrong: kms.decrypt(CiphertextBlob=out["CiphertextBlob"], EncryptionContext=w)
        )[0] == ("InvalidCiphertextException")
    tampered = bytearray(out["CiphertextBlob"])
    tampered[-1] ^= 1
    assert failure(lambda: kms.decrypt(CiphertextBlob=bytes(tampered), EncryptionContext={"order": "1"}))[
        0
    ] == ("InvalidCiphertextException")
    assert failure(lambda: kms.decrypt(CiphertextBlob=b"not ours at all"))[0] == "InvalidCiphertextException"


def test_decrypt_with_the_wrong_key_id_is_incorrect_key(kms: Any) -> None:
    first = kms.create_key()["KeyMetadata"]["KeyId"]
    second = kms.create_key()["KeyMetadata"]["KeyId"]
    blob = kms.encrypt(KeyId=first, Plaintext=b"x")["CiphertextBlob"]
    assert failure(lambda: kms.decrypt(CiphertextBlob=blob, KeyId=second))[0] == "IncorrectKeyException"
    assert kms.decrypt(CiphertextBlob=blob, KeyId=first)["Plaintext"] == b"x"


def test_re_encrypt_moves_a_ciphertext_to_another_key_and_context(kms: Any) -> None:
    first = kms.create_key()["KeyMetadata"]
    second = kms.create_key()["KeyMetadata"]
    blob = kms.encrypt(KeyId=first["KeyId"], Plaintext=b"payload", EncryptionContext={"a": "1"})[
        "CiphertextBlob"
    ]
    out = kms.re_encrypt(
        CiphertextBlob=blob,
        SourceEncryptionContext={"a": "1"},
        DestinationKeyId=second["KeyId"],
        DestinationEncryptionContext={"b": "2"},
    )
    assert out["SourceKeyId"] == first["Arn"] and out["KeyId"] == second["Arn"]
    assert (
        kms.decrypt(CiphertextBlob=out["CiphertextBlob"], EncryptionContext={"b": "2"})["Plaintext"]
        == b"payload"
    )
    assert failure(lambda: kms.re_encrypt(CiphertextBlob=blob, DestinationKeyId=second["KeyId"]))[0] == (
        "InvalidCiphertextException"
    )


def test_generate_data_key_by_spec_and_by_size(kms: Any) -> None:
    key = kms.create_key()["KeyMetadata"]["KeyId"]
    out = kms.generate_data_key(KeyId=key, KeySpec="AES_256", EncryptionContext={"f": "g"})
    assert len(out["Plaintext"]) == 32
    assert (
        kms.decrypt(CiphertextBlob=out["CiphertextBlob"], EncryptionContext={"f": "g"})["Plaintext"]
        == (out["Plaintext"])
    )
    # the data key works as an AES key outside KMS
    AESGCM(out["Plaintext"]).encrypt(b"\0" * 12, b"data", None)
    assert len(kms.generate_data_key(KeyId=key, NumberOfBytes=64)["Plaintext"]) == 64
    assert len(kms.generate_data_key(KeyId=key, KeySpec="AES_128")["Plaintext"]) == 16
    bare = kms.generate_data_key_without_plaintext(KeyId=key, KeySpec="AES_256")
    assert "Plaintext" not in bare
    assert len(kms.decrypt(CiphertextBlob=bare["CiphertextBlob"])["Plaintext"]) == 32
    assert failure(lambda: kms.generate_data_key(KeyId=key))[0] == "ValidationException"
    assert failure(lambda: kms.generate_data_key(KeyId=key, KeySpec="AES_256", NumberOfBytes=32))[0] == (
        "ValidationException"
    )


@pytest.mark.parametrize("spec", ["RSA_2048", "ECC_NIST_P256"])
def test_generate_data_key_pair(kms: Any, spec: str) -> None:
    key = kms.create_key()["KeyMetadata"]["KeyId"]
    out = kms.generate_data_key_pair(KeyId=key, KeyPairSpec=spec)
    private = serialization.load_der_private_key(out["PrivateKeyPlaintext"], password=None)
    public = private.public_key().public_bytes(
        serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
    )
    assert public == out["PublicKey"] and out["KeyPairSpec"] == spec
    assert (
        kms.decrypt(CiphertextBlob=out["PrivateKeyCiphertextBlob"])["Plaintext"] == out["PrivateKeyPlaintext"]
    )
    bare = kms.generate_data_key_pair_without_plaintext(KeyId=key, KeyPairSpec=spec)
    assert "PrivateKeyPlaintext" not in bare and bare["PublicKey"]


def test_generate_random(kms: Any) -> None:
    first = kms.generate_random(NumberOfBytes=32)["Plaintext"]
    assert len(first) == 32 and first != kms.generate_random(NumberOfBytes=32)["Plaintext"]


def test_rsa_encryption_with_oaep(kms: Any) -> None:
    key = kms.create_key(KeySpec="RSA_2048", KeyUsage="ENCRYPT_DECRYPT")["KeyMetadata"]["KeyId"]
    blob = kms.encrypt(KeyId=key, Plaintext=b"short", EncryptionAlgorithm="RSAES_OAEP_SHA_256")[
        "CiphertextBlob"
    ]
    assert len(blob) == 256
    out = kms.decrypt(CiphertextBlob=blob, KeyId=key, EncryptionAlgorithm="RSAES_OAEP_SHA_256")
    assert out["Plaintext"] == b"short" and out["EncryptionAlgorithm"] == "RSAES_OAEP_SHA_256"
    assert failure(lambda: kms.encrypt(KeyId=key, Plaintext=b"x"))[0] == "ValidationException"
    too_long = b"x" * 191
    assert (
        failure(lambda: kms.encrypt(KeyId=key, Plaintext=too_long, EncryptionAlgorithm="RSAES_OAEP_SHA_256"))[
            0
        ]
        == "ValidationException"
    )
    assert failure(lambda: kms.decrypt(CiphertextBlob=blob, EncryptionAlgorithm="RSAES_OAEP_SHA_256"))[0] == (
        "InvalidCiphertextException"
    )


def test_rsa_sign_verify_checked_with_the_public_key(kms: Any) -> None:
    key = kms.create_key(KeySpec="RSA_3072", KeyUsage="SIGN_VERIFY")["KeyMetadata"]["KeyId"]
    out = kms.sign(KeyId=key, Message=b"message", SigningAlgorithm="RSASSA_PKCS1_V1_5_SHA_256")
    public_der = kms.get_public_key(KeyId=key)["PublicKey"]
    public = serialization.load_der_public_key(public_der)
    public.verify(out["Signature"], b"message", padding.PKCS1v15(), hashes.SHA256())  # type: ignore[union-attr,call-arg]
    ok = kms.verify(
        KeyId=key,
        Message=b"message",
        Signature=out["Signature"],
        SigningAlgorithm="RSASSA_PKCS1_V1_5_SHA_256",
    )
    assert ok["SignatureValid"] is True
    assert (
        failure(
            lambda: kms.verify(
                KeyId=key,
                Message=b"other",
                Signature=out["Signature"],
                SigningAlgorithm="RSASSA_PKCS1_V1_5_SHA_256",
            )
        )[0]
        == "KMSInvalidSignatureException"
    )
    assert failure(lambda: kms.sign(KeyId=key, Message=b"m", SigningAlgorithm="ECDSA_SHA_256"))[0] == (
        "InvalidKeyUsageException"
    )
    assert failure(lambda: kms.encrypt(KeyId=key, Plaintext=b"m"))[0] == "InvalidKeyUsageException"


def test_ecdsa_sign_a_digest(kms: Any) -> None:
    key = kms.create_key(KeySpec="ECC_NIST_P384", KeyUsage="SIGN_VERIFY")["KeyMetadata"]["KeyId"]
    digest = hashes.Hash(hashes.SHA384())
    digest.update(b"payload")
    value = digest.finalize()
    out = kms.sign(KeyId=key, Message=value, MessageType="DIGEST", SigningAlgorithm="ECDSA_SHA_384")
    public = serialization.load_der_public_key(kms.get_public_key(KeyId=key)["PublicKey"])
    assert isinstance(public, ec.EllipticCurvePublicKey)
    public.verify(out["Signature"], b"payload", ec.ECDSA(hashes.SHA384()))
    assert (
        failure(
            lambda: kms.sign(
                KeyId=key, Message=b"short", MessageType="DIGEST", SigningAlgorithm="ECDSA_SHA_384"
            )
        )[0]
        == "ValidationException"
    )


def test_generate_and_verify_mac(kms: Any) -> None:
    key = kms.create_key(KeySpec="HMAC_384", KeyUsage="GENERATE_VERIFY_MAC")["KeyMetadata"]["KeyId"]
    mac = kms.generate_mac(KeyId=key, Message=b"m", MacAlgorithm="HMAC_SHA_384")["Mac"]
    assert len(mac) == 48
    assert kms.verify_mac(KeyId=key, Message=b"m", Mac=mac, MacAlgorithm="HMAC_SHA_384")["MacValid"] is True
    assert failure(lambda: kms.verify_mac(KeyId=key, Message=b"n", Mac=mac, MacAlgorithm="HMAC_SHA_384"))[
        0
    ] == ("KMSInvalidMacException")
    assert failure(lambda: kms.generate_mac(KeyId=key, Message=b"m", MacAlgorithm="HMAC_SHA_256"))[0] == (
        "InvalidKeyUsageException"
    )
    assert failure(lambda: kms.get_public_key(KeyId=key))[0] == "UnsupportedOperationException"


def test_dry_run(kms: Any) -> None:
    key = kms.create_key()["KeyMetadata"]["KeyId"]
    assert (
        failure(lambda: kms.encrypt(KeyId=key, Plaintext=b"x", DryRun=True))[0] == "DryRunOperationException"
    )
