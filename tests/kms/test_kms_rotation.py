"""RotateKeyOnDemand makes new key material for real: new ciphertexts use it, older ones still decrypt,
ListKeyRotations lists each rotation, and AWS's refusals (asymmetric, disabled, AWS managed, the limit of
ten on-demand rotations) answer AWS's codes."""

from __future__ import annotations

from typing import Any

from kms_helpers import failure

from labcloud.testing.server_process import LabcloudProcess


def test_rotation_keeps_old_ciphertexts_readable(kms: Any) -> None:
    key = kms.create_key()["KeyMetadata"]["KeyId"]
    before = kms.encrypt(KeyId=key, Plaintext=b"old", EncryptionContext={"a": "b"})["CiphertextBlob"]
    assert kms.list_key_rotations(KeyId=key)["Rotations"] == []
    assert kms.rotate_key_on_demand(KeyId=key)["KeyId"] == key
    after = kms.encrypt(KeyId=key, Plaintext=b"new")["CiphertextBlob"]
    assert kms.decrypt(CiphertextBlob=before, EncryptionContext={"a": "b"})["Plaintext"] == b"old"
    assert kms.decrypt(CiphertextBlob=after)["Plaintext"] == b"new"
    assert failure(lambda: kms.decrypt(CiphertextBlob=before))[0] == "InvalidCiphertextException"
    rotations = kms.list_key_rotations(KeyId=key)["Rotations"]
    assert [(r["KeyId"], r["RotationType"]) for r in rotations] == [(key, "ON_DEMAND")]
    kms.rotate_key_on_demand(KeyId=key)
    page = kms.list_key_rotations(KeyId=key, Limit=1)
    assert page["Truncated"] is True and len(page["Rotations"]) == 1
    rest = kms.list_key_rotations(KeyId=key, Limit=1, Marker=page["NextMarker"])
    assert rest["Truncated"] is False and len(rest["Rotations"]) == 1
    assert kms.decrypt(CiphertextBlob=before, EncryptionContext={"a": "b"})["Plaintext"] == b"old"
    assert kms.decrypt(CiphertextBlob=after)["Plaintext"] == b"new"


def test_rotation_refusals(kms: Any) -> None:
    rsa = kms.create_key(KeySpec="RSA_2048", KeyUsage="ENCRYPT_DECRYPT")["KeyMetadata"]["KeyId"]
    assert failure(lambda: kms.rotate_key_on_demand(KeyId=rsa))[0] == "UnsupportedOperationException"
    assert failure(lambda: kms.list_key_rotations(KeyId=rsa))[0] == "UnsupportedOperationException"
    key = kms.create_key()["KeyMetadata"]["KeyId"]
    kms.disable_key(KeyId=key)
    assert failure(lambda: kms.rotate_key_on_demand(KeyId=key))[0] == "DisabledException"
    kms.enable_key(KeyId=key)
    for _ in range(10):
        kms.rotate_key_on_demand(KeyId=key)
    assert failure(lambda: kms.rotate_key_on_demand(KeyId=key))[0] == "LimitExceededException"
    kms.encrypt(KeyId="alias/aws/s3", Plaintext=b"x")  # creates the AWS managed key
    # an AWS managed key's policy admits no rotation call, as for EnableKeyRotation
    assert failure(lambda: kms.rotate_key_on_demand(KeyId="alias/aws/s3"))[0] == "AccessDeniedException"
    assert failure(lambda: kms.enable_key_rotation(KeyId="alias/aws/s3"))[0] == "AccessDeniedException"
    assert failure(lambda: kms.rotate_key_on_demand(KeyId="alias/none"))[0] == "NotFoundException"


def test_rotated_material_survives_a_restart(tmp_path: Any) -> None:
    server = LabcloudProcess(data_dir=tmp_path).start()
    try:
        kms = server.boto3_client("kms")
        key = kms.create_key()["KeyMetadata"]["KeyId"]
        before = kms.encrypt(KeyId=key, Plaintext=b"old")["CiphertextBlob"]
        kms.rotate_key_on_demand(KeyId=key)
        after = kms.encrypt(KeyId=key, Plaintext=b"new")["CiphertextBlob"]
        server.stop()
        server.start()
        kms = server.boto3_client("kms")
        assert kms.decrypt(CiphertextBlob=before)["Plaintext"] == b"old"
        assert kms.decrypt(CiphertextBlob=after)["Plaintext"] == b"new"
        assert len(kms.list_key_rotations(KeyId=key)["Rotations"]) == 1
    finally:
        server.stop()
