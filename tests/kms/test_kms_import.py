"""Keys with imported key material (Origin EXTERNAL): wrapping with every algorithm, the import token,
ExpirationModel/ValidTo on the server clock, DeleteImportedKeyMaterial, re-import of the same material,
and every error code; with boto3 and the real ``aws`` CLI; durable across a restart."""

from __future__ import annotations

import base64
import datetime as dt
import os
import sys
from pathlib import Path
from typing import Any

import pytest
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding, rsa
from cryptography.hazmat.primitives.keywrap import aes_key_wrap_with_padding
from kms_helpers import failure

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).parent.parent / "iam"))
from iam_api_helpers import allow, assume, client_factory, document, make_role  # noqa: E402


def wrap(public_der: bytes, algorithm: str, material: bytes) -> bytes:
    """What a client does with GetParametersForImport's public key (as AWS documents each algorithm)."""
    public = serialization.load_der_public_key(public_der)
    assert isinstance(public, rsa.RSAPublicKey)
    digest: hashes.HashAlgorithm = hashes.SHA1() if algorithm.endswith("SHA_1") else hashes.SHA256()
    oaep = padding.OAEP(mgf=padding.MGF1(digest), algorithm=digest, label=None)
    if algorithm.startswith("RSAES_OAEP"):
        return public.encrypt(material, oaep)
    aes_key = os.urandom(32)
    return public.encrypt(aes_key, oaep) + aes_key_wrap_with_padding(aes_key, material)


def code(call: Any) -> str:
    return failure(call)[0]


def _import(kms: Any, key_id: str, material: bytes, algorithm: str = "RSAES_OAEP_SHA_256", **kw: Any) -> Any:
    params = kms.get_parameters_for_import(
        KeyId=key_id, WrappingAlgorithm=algorithm, WrappingKeySpec="RSA_2048"
    )
    return kms.import_key_material(
        KeyId=key_id,
        ImportToken=params["ImportToken"],
        EncryptedKeyMaterial=wrap(params["PublicKey"], algorithm, material),
        **({"ExpirationModel": "KEY_MATERIAL_DOES_NOT_EXPIRE"} | kw),
    )


def test_import_encrypt_delete_and_reimport(kms: Any) -> None:
    key = kms.create_key(Origin="EXTERNAL", Description="byok")["KeyMetadata"]
    assert (key["Origin"], key["KeyState"], key["Enabled"]) == ("EXTERNAL", "PendingImport", False)
    assert code(lambda: kms.encrypt(KeyId=key["KeyId"], Plaintext=b"x")) == "KMSInvalidStateException"
    assert code(lambda: kms.enable_key(KeyId=key["KeyId"])) == "KMSInvalidStateException"
    params = kms.get_parameters_for_import(
        KeyId=key["KeyId"], WrappingAlgorithm="RSAES_OAEP_SHA_256", WrappingKeySpec="RSA_3072"
    )
    public = serialization.load_der_public_key(params["PublicKey"])
    assert isinstance(public, rsa.RSAPublicKey) and public.key_size == 3072
    assert params["KeyId"] == key["Arn"]
    valid = params["ParametersValidTo"] - dt.datetime.now(dt.timezone.utc)
    assert dt.timedelta(hours=23) < valid <= dt.timedelta(hours=24, minutes=1)
    material = os.urandom(32)
    kms.import_key_material(
        KeyId=key["KeyId"],
        ImportToken=params["ImportToken"],
        EncryptedKeyMaterial=wrap(params["PublicKey"], "RSAES_OAEP_SHA_256", material),
        ExpirationModel="KEY_MATERIAL_DOES_NOT_EXPIRE",
    )
    described = kms.describe_key(KeyId=key["KeyId"])["KeyMetadata"]
    assert (described["KeyState"], described["ExpirationModel"]) == (
        "Enabled",
        "KEY_MATERIAL_DOES_NOT_EXPIRE",
    )
    assert "ValidTo" not in described
    blob = kms.encrypt(KeyId=key["KeyId"], Plaintext=b"secret", EncryptionContext={"a": "b"})[
        "CiphertextBlob"
    ]
    assert kms.decrypt(CiphertextBlob=blob, EncryptionContext={"a": "b"})["Plaintext"] == b"secret"
    # without material the key can't decrypt; the same material again opens the same ciphertext
    assert kms.delete_imported_key_material(KeyId=key["KeyId"])["KeyId"] == key["Arn"]
    assert kms.describe_key(KeyId=key["KeyId"])["KeyMetadata"]["KeyState"] == "PendingImport"
    assert (
        code(lambda: kms.decrypt(CiphertextBlob=blob, EncryptionContext={"a": "b"}))
        == "KMSInvalidStateException"
    )
    assert code(lambda: _import(kms, key["KeyId"], os.urandom(32))) == "IncorrectKeyMaterialException"
    _import(kms, key["KeyId"], material, "RSA_AES_KEY_WRAP_SHA_256")
    assert kms.decrypt(CiphertextBlob=blob, EncryptionContext={"a": "b"})["Plaintext"] == b"secret"


@pytest.mark.parametrize(
    "algorithm",
    ["RSAES_OAEP_SHA_1", "RSAES_OAEP_SHA_256", "RSA_AES_KEY_WRAP_SHA_1", "RSA_AES_KEY_WRAP_SHA_256"],
)
def test_every_wrapping_algorithm(kms: Any, algorithm: str) -> None:
    key_id = kms.create_key(Origin="EXTERNAL")["KeyMetadata"]["KeyId"]
    material = os.urandom(32)
    _import(kms, key_id, material, algorithm)
    blob = kms.encrypt(KeyId=key_id, Plaintext=b"hello")["CiphertextBlob"]
    assert kms.decrypt(CiphertextBlob=blob)["Plaintext"] == b"hello"


def test_import_errors(labcloud: LabcloudProcess, kms: Any, labcloud_clock: Any) -> None:
    key_id = kms.create_key(Origin="EXTERNAL")["KeyMetadata"]["KeyId"]
    other_id = kms.create_key(Origin="EXTERNAL")["KeyMetadata"]["KeyId"]
    native = kms.create_key()["KeyMetadata"]["KeyId"]
    get = kms.get_parameters_for_import

    assert code(
        lambda: get(KeyId=native, WrappingAlgorithm="RSAES_OAEP_SHA_256", WrappingKeySpec="RSA_2048")
    ) == ("UnsupportedOperationException")
    assert code(lambda: kms.delete_imported_key_material(KeyId=native)) == "UnsupportedOperationException"
    assert code(
        lambda: get(KeyId=key_id, WrappingAlgorithm="RSAES_PKCS1_V1_5", WrappingKeySpec="RSA_2048")
    ) == ("ValidationException")
    assert code(lambda: get(KeyId=key_id, WrappingAlgorithm="RSAES_OAEP_SHA_256", WrappingKeySpec="SM2")) == (
        "ValidationException"
    )
    assert (
        code(lambda: kms.create_key(Origin="EXTERNAL", KeySpec="RSA_2048")) == "UnsupportedOperationException"
    )
    assert code(lambda: kms.enable_key_rotation(KeyId=key_id)) == "UnsupportedOperationException"
    assert code(lambda: kms.rotate_key_on_demand(KeyId=key_id)) == "UnsupportedOperationException"

    params = get(KeyId=key_id, WrappingAlgorithm="RSAES_OAEP_SHA_1", WrappingKeySpec="RSA_2048")
    theirs = get(KeyId=other_id, WrappingAlgorithm="RSAES_OAEP_SHA_1", WrappingKeySpec="RSA_2048")
    material = os.urandom(32)
    wrapped = wrap(params["PublicKey"], "RSAES_OAEP_SHA_1", material)

    def load(**kw: Any) -> Any:
        args = {
            "KeyId": key_id,
            "ImportToken": params["ImportToken"],
            "EncryptedKeyMaterial": wrapped,
            "ExpirationModel": "KEY_MATERIAL_DOES_NOT_EXPIRE",
            **kw,
        }
        return lambda: kms.import_key_material(**args)

    assert code(load(ImportToken=theirs["ImportToken"])) == "InvalidImportTokenException"
    assert code(load(ImportToken=b"\x00" * 64)) == "InvalidImportTokenException"
    assert code(load(EncryptedKeyMaterial=os.urandom(256))) == "InvalidCiphertextException"
    short = wrap(params["PublicKey"], "RSAES_OAEP_SHA_1", os.urandom(16))
    assert code(load(EncryptedKeyMaterial=short)) == "IncorrectKeyMaterialException"
    assert code(load(ExpirationModel="KEY_MATERIAL_EXPIRES")) == "ValidationException"  # no ValidTo
    later = dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=2)
    assert code(load(ValidTo=later)) == "ValidationException"  # ValidTo with DOES_NOT_EXPIRE
    too_far = dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=400)
    assert code(load(ExpirationModel="KEY_MATERIAL_EXPIRES", ValidTo=too_far)) == "ValidationException"
    assert code(load(ImportType="NEW_KEY_MATERIAL")) == "UnsupportedOperationException"
    # the token lasts 24 hours on the server clock
    labcloud_clock.advance("25h")
    assert code(load()) == "ExpiredImportTokenException"
    kms.schedule_key_deletion(KeyId=other_id, PendingWindowInDays=7)
    assert code(
        lambda: get(KeyId=other_id, WrappingAlgorithm="RSAES_OAEP_SHA_1", WrappingKeySpec="RSA_2048")
    ) == ("KMSInvalidStateException")
    assert code(lambda: kms.delete_imported_key_material(KeyId=other_id)) == "KMSInvalidStateException"
    kms.cancel_key_deletion(KeyId=other_id)
    assert kms.describe_key(KeyId=other_id)["KeyMetadata"]["KeyState"] == "PendingImport"


def test_material_expires_on_the_server_clock(kms: Any, labcloud_clock: Any) -> None:
    key_id = kms.create_key(Origin="EXTERNAL")["KeyMetadata"]["KeyId"]
    now = dt.datetime.fromtimestamp(labcloud_clock.now(), dt.timezone.utc)
    material = os.urandom(32)
    _import(kms, key_id, material, ExpirationModel="KEY_MATERIAL_EXPIRES", ValidTo=now + dt.timedelta(days=3))
    described = kms.describe_key(KeyId=key_id)["KeyMetadata"]
    assert described["ExpirationModel"] == "KEY_MATERIAL_EXPIRES"
    assert abs((described["ValidTo"] - (now + dt.timedelta(days=3))).total_seconds()) < 2
    blob = kms.encrypt(KeyId=key_id, Plaintext=b"until friday")["CiphertextBlob"]
    labcloud_clock.advance("2d")
    assert kms.decrypt(CiphertextBlob=blob)["Plaintext"] == b"until friday"
    labcloud_clock.advance("2d")
    assert code(lambda: kms.decrypt(CiphertextBlob=blob)) == "KMSInvalidStateException"
    assert kms.describe_key(KeyId=key_id)["KeyMetadata"]["KeyState"] == "PendingImport"
    _import(kms, key_id, material)
    assert kms.decrypt(CiphertextBlob=blob)["Plaintext"] == b"until friday"


def test_the_cli_imports_key_material(labcloud: LabcloudProcess, tmp_path: Any) -> None:
    aws = labcloud.aws_json
    key_id = aws("kms", "create-key", "--origin", "EXTERNAL")["KeyMetadata"]["KeyId"]
    params = aws(
        "kms",
        "get-parameters-for-import",
        "--key-id",
        key_id,
        "--wrapping-algorithm",
        "RSA_AES_KEY_WRAP_SHA_256",
        "--wrapping-key-spec",
        "RSA_4096",
    )
    token = tmp_path / "token.bin"
    token.write_bytes(base64.b64decode(params["ImportToken"]))
    wrapped = tmp_path / "material.bin"
    wrapped.write_bytes(
        wrap(base64.b64decode(params["PublicKey"]), "RSA_AES_KEY_WRAP_SHA_256", os.urandom(32))
    )
    labcloud.aws(
        "kms",
        "import-key-material",
        "--key-id",
        key_id,
        "--import-token",
        f"fileb://{token}",
        "--encrypted-key-material",
        f"fileb://{wrapped}",
        "--expiration-model",
        "KEY_MATERIAL_DOES_NOT_EXPIRE",
    )
    assert aws("kms", "describe-key", "--key-id", key_id)["KeyMetadata"]["KeyState"] == "Enabled"
    bad = tmp_path / "bad-token.bin"
    bad.write_bytes(os.urandom(64))
    failed = labcloud.aws(
        "kms",
        "import-key-material",
        "--key-id",
        key_id,
        "--import-token",
        f"fileb://{bad}",
        "--encrypted-key-material",
        f"fileb://{wrapped}",
        "--expiration-model",
        "KEY_MATERIAL_DOES_NOT_EXPIRE",
        check=False,
    )
    assert failed.returncode != 0 and "InvalidImportTokenException" in failed.stderr
    aws("kms", "delete-imported-key-material", "--key-id", key_id)
    assert aws("kms", "describe-key", "--key-id", key_id)["KeyMetadata"]["KeyState"] == "PendingImport"


def test_imported_material_survives_a_restart(tmp_path: Any) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        kms = server.boto3_client("kms")
        key_id = kms.create_key(Origin="EXTERNAL")["KeyMetadata"]["KeyId"]
        material = os.urandom(32)
        _import(kms, key_id, material)
        blob = kms.encrypt(KeyId=key_id, Plaintext=b"kept")["CiphertextBlob"]
        pending = kms.create_key(Origin="EXTERNAL")["KeyMetadata"]["KeyId"]
        params = kms.get_parameters_for_import(
            KeyId=pending, WrappingAlgorithm="RSAES_OAEP_SHA_256", WrappingKeySpec="RSA_2048"
        )
        server.kill()
        server.start()
        kms = server.boto3_client("kms")
        assert kms.decrypt(CiphertextBlob=blob)["Plaintext"] == b"kept"
        assert kms.describe_key(KeyId=key_id)["KeyMetadata"]["Origin"] == "EXTERNAL"
        # the wrapping key and token handed out before the restart still work after it
        kms.import_key_material(
            KeyId=pending,
            ImportToken=params["ImportToken"],
            EncryptedKeyMaterial=wrap(params["PublicKey"], "RSAES_OAEP_SHA_256", os.urandom(32)),
            ExpirationModel="KEY_MATERIAL_DOES_NOT_EXPIRE",
        )
        assert kms.describe_key(KeyId=pending)["KeyMetadata"]["KeyState"] == "Enabled"
    finally:
        server.stop()


def test_import_calls_are_authorized_on_the_key(labcloud: LabcloudProcess, kms: Any) -> None:
    key = kms.create_key(Origin="EXTERNAL")["KeyMetadata"]
    policy = document(allow(["kms:GetParametersForImport"], key["Arn"]))
    role = make_role(labcloud.boto3_client("iam"), "byok-role", policy)
    user = client_factory(labcloud, assume(labcloud, role, "byok"))("kms")
    params = user.get_parameters_for_import(
        KeyId=key["KeyId"], WrappingAlgorithm="RSAES_OAEP_SHA_256", WrappingKeySpec="RSA_2048"
    )
    code_, message = failure(
        lambda: user.import_key_material(
            KeyId=key["KeyId"],
            ImportToken=params["ImportToken"],
            EncryptedKeyMaterial=wrap(params["PublicKey"], "RSAES_OAEP_SHA_256", os.urandom(32)),
            ExpirationModel="KEY_MATERIAL_DOES_NOT_EXPIRE",
        )
    )
    assert code_ == "AccessDeniedException" and "kms:ImportKeyMaterial" in message
    assert code(lambda: user.delete_imported_key_material(KeyId=key["KeyId"])) == "AccessDeniedException"
